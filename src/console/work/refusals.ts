import { codeText } from '@/request/display';
import type { WorkResult } from '@/services/queues';

/**
 * The items a claim, release, take-over or assignment did not do, each said as its refusal in the operator's language
 * (the holder named for an item another operator holds); undefined when all were done.
 */
export function refusedText(results: WorkResult[]): string | undefined {
  const refused = results.flatMap((r) => (r.ok ? [] : [`${r.id}: ${codeText(r.code, r.message)}`]));
  return refused.length ? refused.join('; ') : undefined;
}
