import type { StatelyInspectionEvent } from '@statelyai/inspect';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAB_EVENTS_PATH, LabRelay, type LabBatch } from './inspector-relay';

const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
afterEach(() => warn.mockClear());

const event = (n: number) => ({ type: '@xstate.event', sessionId: `x:${n}` }) as unknown as StatelyInspectionEvent;

/** The page: its tasks run when the test says, its posts are answered when the test says. */
function page(status = 200) {
  const tasks: Array<() => void> = [];
  const answers: Array<() => void> = [];
  const posts: Array<{ url: string; batch: LabBatch }> = [];
  const host = {
    location: { href: 'http://localhost:4173/form?inspect=lab' },
    document: { title: 'Contact form' },
    setTimeout: (task: () => void) => tasks.push(task),
    fetch: vi.fn((url: string, init: { body: string }) => {
      posts.push({ url, batch: JSON.parse(init.body) as LabBatch });
      return new Promise((resolve) => answers.push(() => resolve({ ok: status < 400, status })));
    }),
  };
  const microtasks = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  /** Runs the page's queued tasks, then what they queued. */
  const runTasks = async () => {
    tasks.splice(0).forEach((task) => task());
    await microtasks();
  };
  /** The server answers the oldest post. */
  const answer = async () => {
    answers.shift()?.();
    await microtasks();
  };
  return { host: host as unknown as Window, posts, runTasks, answer };
}

describe("the lab's relay", () => {
  it("posts a task's events as one batch, and the next batch only once the server has taken the last, so the lab gets them in order", async () => {
    const { host, posts, runTasks, answer } = page();
    const relay = new LabRelay('http://localhost:4173', host);
    relay.send(event(1));
    relay.send(event(2));
    expect(posts).toEqual([]);
    await runTasks();
    relay.send(event(3));
    await runTasks();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.url).toBe(`http://localhost:4173${LAB_EVENTS_PATH}`);
    expect(posts[0]!.batch.events).toEqual([event(1), event(2)]);
    expect(posts[0]!.batch.page).toMatchObject({ url: 'http://localhost:4173/form?inspect=lab', title: 'Contact form' });
    await answer();
    expect(posts.map((post) => post.batch.events)).toEqual([[event(1), event(2)], [event(3)]]);
    expect(posts[1]!.batch.page.id).toBe(posts[0]!.batch.page.id);
  });

  it('warns once when the server does not take the events, and posts nothing more', async () => {
    const { host, posts, runTasks, answer } = page(404);
    const relay = new LabRelay('http://localhost:4173', host);
    relay.send(event(1));
    await runTasks();
    relay.send(event(2));
    await runTasks();
    await answer();
    relay.send(event(3));
    await runTasks();
    await answer();
    expect(posts.map((post) => post.batch.events)).toEqual([[event(1)]]);
    expect(warn.mock.calls).toEqual([["[visitor-runtime] The lab did not take this page's inspection events (404); no more are sent to it."]]);
  });
});
