/**
 * What a press on a menu item starts before its click opens the page: the list page's first rows
 * (src/console/firstRows.ts registers it once the list page's code is in, so that the shell does not load the
 * resources' declarations for it). A mouse button goes down some tens of milliseconds before the click, which then
 * spends as long drawing the page; the request, made in the click, left only after that drawing. Before the list
 * page's code is in, a press starts nothing.
 */
export type PressStarter = (resource: string) => void;

let starter: PressStarter | undefined;

/** The list page's starter, set by its module. */
export function onMenuPress(start: PressStarter): void {
  starter = start;
}

/** A press on the menu item of `resource`'s page. */
export function menuPressed(resource: string): void {
  starter?.(resource);
}
