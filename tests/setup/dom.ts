import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// jsdom lacks these; antd needs matchMedia, and warns on pseudo-element getComputedStyle.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
const realGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element) => realGetComputedStyle(elt);
if (!('ResizeObserver' in window)) {
  class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: typeof ResizeObserver }).ResizeObserver = ResizeObserver;
}
if (!URL.createObjectURL) {
  URL.createObjectURL = () => 'blob:test';
  URL.revokeObjectURL = () => {};
}
// jsdom's Blob has no stream(); msw hands blob answers (responseType 'blob') to undici's Response, which calls it.
if (!Blob.prototype.stream) {
  Blob.prototype.stream = function stream(this: Blob) {
    const read = () => this.arrayBuffer();
    return new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new Uint8Array(await read()));
        controller.close();
      },
    });
  } as Blob['stream'];
}

// The first render of a route compiles its modules on demand; give screen queries room for that on 2 cores.
configure({ asyncUtilTimeout: 15000 });

// jsdom's FormData does not survive msw's XMLHttpRequest interceptor (the server would get "[object FormData]"):
// multipart uploads in tests use Node's own FormData, the one its Request knows how to encode (jsdom's File is
// blob-like enough for it).
const NodeFormData = (await new Response(new URLSearchParams('probe=1')).formData()).constructor as typeof FormData;
Object.defineProperty(globalThis, 'FormData', { writable: true, configurable: true, value: NodeFormData });
