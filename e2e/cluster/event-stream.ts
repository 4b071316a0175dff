/**
 * A server-sent event stream read the way a browser's EventSource reads it (frames of `event:`
 * and `data:` lines ended by a blank line; `:` lines are comments; `retry:` is noted), over a
 * plain fetch, so a test can open one on a chosen instance with a member's cookie.
 */

export interface StreamEvent {
  event: string;
  data: string;
  /** When it arrived (performance.now()). */
  at: number;
}

export interface EventStream {
  status: number;
  contentType: string;
  /** The body of an answer that was not a stream (e.g. a 404 in our envelope). */
  body: string;
  events: StreamEvent[];
  /** The first event named `name` after the first `after` events; throws after `timeoutMs`. */
  waitFor(name: string, timeoutMs: number, after?: number): Promise<StreamEvent>;
  close(): void;
}

export async function openEventStream(
  url: string,
  headers: Record<string, string>,
): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const contentType = response.headers.get('content-type') ?? '';
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  let ended: string | null = null;
  const notify = () => {
    for (const waiter of waiters) waiter();
  };
  if (!contentType.startsWith('text/event-stream')) {
    const body = await response.text();
    controller.abort();
    return {
      status: response.status,
      contentType,
      body,
      events,
      waitFor: () =>
        Promise.reject(new Error(`${url} answered ${response.status} ${contentType}: ${body}`)),
      close: () => undefined,
    };
  }

  void (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value.replace(/\r\n?/g, '\n');
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of frame.split('\n')) {
            if (line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'event') event = text;
            else if (field === 'data') data.push(text);
          }
          if (data.length > 0 || event !== 'message') {
            events.push({ event, data: data.join('\n'), at: performance.now() });
            notify();
          }
        }
      }
      ended = 'the stream ended';
    } catch (error) {
      ended = `the stream failed: ${(error as Error).message}`;
    }
    notify();
  })();

  return {
    status: response.status,
    contentType,
    body: '',
    events,
    waitFor(name, timeoutMs, after = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.slice(after).find((event) => event.event === name);
          if (found) finish(() => resolve(found));
          else if (ended) finish(() => reject(new Error(`no "${name}" event: ${ended}`)));
        };
        const timer = setTimeout(
          () =>
            finish(() =>
              reject(
                new Error(
                  `no "${name}" event within ${timeoutMs} ms (got: ${events.map((e) => e.event).join(', ') || 'nothing'})`,
                ),
              ),
            ),
          timeoutMs,
        );
        const finish = (settle: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          settle();
        };
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}
