/** Longest the app waits for the server-sent hero before it takes the page over anyway. */
const HERO_WAIT_MS = 400;

/**
 * Resolves once the current frame has been put on screen: a frame's presentation can lag its
 * animation-frame callback, so wait for the one after it before starting long work.
 */
function framePresented(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}

/**
 * The server may put the first home banner into the boot markup (`#boot-hero`). Rendering the
 * app replaces that markup, so wait until the image has loaded and been painted: otherwise a
 * fast load swaps it out unseen and the banner shows only after the bundle and the
 * announcements call. On a slow phone the image is long painted when the bundle arrives, so
 * this costs nothing there.
 */
export async function bootHeroPainted(doc: Document = document): Promise<void> {
  const image = doc.querySelector<HTMLImageElement>('#boot-hero img');
  if (!image) return;
  if (!image.complete) {
    await new Promise<void>((resolve) => {
      const done = () => resolve();
      image.addEventListener('load', done, { once: true });
      image.addEventListener('error', done, { once: true });
      setTimeout(done, HERO_WAIT_MS);
    });
  }
  await framePresented();
}
