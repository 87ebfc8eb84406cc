// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, setup } from 'xstate';
import { accordionAnatomy } from '../../machines/accordion/anatomy';
import { BLOCK_STATE_ATTRIBUTE, connectBlockLifecycle } from '../../machines/block-lifecycle/connect';
import { blockLifecycleMachine } from '../../machines/block-lifecycle/machine';
import { liveActors } from '../actors';
import { everyBlockNear, type ApproachWatch } from './approach';
import type { BlockModule } from './contract';
import { blockRegistry } from './registry';
import { START_SLICE_MS } from './find';
import { bootBlocks } from './index';
import { PublishedMarkupError } from '../published-markup-error';
import { defaultSiteContext } from '../site-context';
import { BlockSkipped } from '../vendors';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const accordion = (id: string, json: string) =>
  `<section id="${id}" data-block-type="accordion" data-block-json='${json}'><p>fallback</p></section>`;
const good = (title: string) => JSON.stringify({ items: [{ title, content: 'text' }] });

async function boot(html: string) {
  document.body.innerHTML = html;
  let blocks!: ReturnType<typeof bootBlocks>;
  await act(async () => {
    blocks = bootBlocks(document, defaultSiteContext(), { approach: everyBlockNear() });
    await blocks.ready;
  });
  return blocks;
}

/** A kind "failing" whose chunk is `load` (and, given codes, named by them on published pages). */
const standIn = (load: () => Promise<BlockModule<any>>, codes?: string[]) =>
  void (blockRegistry['failing'] = { nature: 'interactive', load, ...(codes ? { codes } : {}) });

let errors: ReturnType<typeof vi.spyOn>;
let warnings: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  delete blockRegistry['failing'];
});

describe('the block machinery (bootBlocks)', () => {
  it('boots every good block and skips a broken one with one console error naming the block', async () => {
    const blocks = await boot(
      accordion('a', good('First')) + accordion('broken', '{"items": [') + accordion('b', good('Second')),
    );
    expect(document.querySelector(`#a ${accordionAnatomy.selector('trigger')}`)?.textContent).toBe('First');
    expect(document.querySelector(`#b ${accordionAnatomy.selector('trigger')}`)?.textContent).toBe('Second');
    expect(document.querySelector('#broken')?.textContent).toBe('fallback');
    expect(errors).toHaveBeenCalledOnce();
    expect(errors.mock.calls[0]![0]).toMatch(/Block "accordion" \(#broken\) is skipped: data-block-json is not valid JSON/);
    act(() => blocks.destroy());
  });

  it('names the failing field of an invalid configuration', async () => {
    const blocks = await boot(accordion('bad', JSON.stringify({ items: [{ title: 7, content: 'x' }] })) + accordion('ok', good('Fine')));
    expect(errors).toHaveBeenCalledOnce();
    expect(errors.mock.calls[0]![0]).toMatch(/Block "accordion" \(#bad\) is skipped: invalid configuration at items\.0\.title: /);
    expect(document.querySelector(`#ok ${accordionAnatomy.selector('trigger')}`)).not.toBeNull();
    act(() => blocks.destroy());
  });

  it("says 'Loading chunk failed' for a block whose chunk does not load, keeps its markup, and a press inside it tries again; the others still boot", async () => {
    let attempt = 0;
    standIn(() => (++attempt === 1 ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : blockRegistry.accordion!.load!()));
    const blocks = await boot(`<div id="f" data-block-type="failing" data-block-json='${good('Again')}'><p>fallback</p></div>` + accordion('ok', good('Fine')));
    expect(errors).toHaveBeenCalledOnce();
    expect(errors.mock.calls[0]![0]).toBe('[visitor-runtime] Block "failing" (#f): Loading chunk failed (Failed to fetch dynamically imported module).');
    const failing = document.getElementById('f')!;
    expect(failing.getAttribute(BLOCK_STATE_ATTRIBUTE)).toBe('failed');
    expect(failing.textContent).toBe('fallback');
    expect(document.querySelector(`#ok ${accordionAnatomy.selector('trigger')}`)).not.toBeNull();

    await act(async () => {
      failing.firstElementChild!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      await vi.waitFor(() => expect(failing.getAttribute(BLOCK_STATE_ATTRIBUTE)).toBe('booted'));
    });
    expect(attempt).toBe(2);
    expect(failing.querySelector(accordionAnatomy.selector('trigger'))?.textContent).toBe('Again');
    expect(errors).toHaveBeenCalledOnce();
    act(() => blocks.destroy());
  });

  it('warns about a block kind this runtime does not have', async () => {
    const blocks = await boot(`<div data-block-type="no-such-widget"></div>`);
    expect(warnings.mock.calls[0]![0]).toMatch(/Block "no-such-widget" \(#no-such-widget-1\) is skipped: this runtime has no block kind "no-such-widget"/);
    blocks.destroy();
  });

  it('registers each block actor by its id while mounted and stops it on destroy', async () => {
    const blocks = await boot(accordion('faq', good('Q')) + `<section data-block-type="accordion" data-block-json='${good('R')}'></section>`);
    expect(liveActors.has('faq')).toBe(true);
    expect(liveActors.has('accordion-2')).toBe(true);
    act(() => blocks.destroy());
    expect(liveActors.has('faq')).toBe(false);
    expect(document.querySelector(`#faq ${accordionAnatomy.selector('trigger')}`)).toBeNull();
  });
});

describe('block mount errors', () => {
  beforeEach(() => {
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it("logs the kind's own message when mounting fails ('Donation button not found') and boots the others", async () => {
    const blocks = await boot(
      `<section id="d" data-block-type="donation" data-block-json='{"donatePageId": "p1"}'></section>` +
        `<section id="ok" data-block-type="donation" data-block-json='{"donatePageId": "p2"}'><a href="#">Donate</a></section>`,
    );
    expect(errors).toHaveBeenCalledOnce();
    expect(errors.mock.calls[0]![0]).toBe('[visitor-runtime] Block "donation" (#d): Donation button not found');
    expect(document.querySelector<HTMLAnchorElement>('#ok a')!.getAttribute('href')).toBe('/checkout/donate?donatePageId=p2');
    blocks.destroy();
  });

  it("logs 'Could not render form' when a form cannot be mounted", async () => {
    const form = await blockRegistry.form!.load!();
    standIn(async () => ({ ...form, mount: () => { throw new Error('no DOM'); } }));
    const blocks = await boot(`<div id="f" data-block-type="failing" data-block-json='{"formId":"f","fields":[],"submission":{"variant":"page","pageId":"p"}}'></div>`);
    expect(errors.mock.calls[0]![0]).toBe('[visitor-runtime] Block "failing" (#f): Could not render form');
    blocks.destroy();
  });
});

describe('actors a block starts besides its chart', () => {
  const form = (id: string) =>
    `<section id="${id}" data-block-type="form" data-block-json='${JSON.stringify({
      formId: 'notes',
      submission: { variant: 'collection', formId: '5f1e0c0ffee0000000000100', collectionId: '5f1e0c0ffee0000000000010', objectName: 'notes' },
      fields: [{ id: 'message', type: 'textarea', label: 'Message', maxLength: 20 }],
    })}'></section>`;

  it("registers a form's character counter among the live actors and stops it with the block", async () => {
    const blocks = await boot(form('notes-block'));
    const counter = liveActors.get('notes-block:counter:1');
    expect(counter, `live actors: ${[...liveActors.keys()].join(', ')}`).toBeDefined();
    expect(counter!.getSnapshot().status).toBe('active');
    act(() => blocks.destroy());
    expect(counter!.getSnapshot().status).toBe('stopped');
    expect([...liveActors.keys()].filter((id) => id.startsWith('notes-block'))).toEqual([]);
  });
});

describe('DOM ids of blocks', () => {
  const form = (id: string) =>
    `<section id="${id}" data-block-type="form" data-block-json='${JSON.stringify({
      formId: 'same-form',
      submission: { variant: 'collection', formId: '5f1e0c0ffee0000000000100', collectionId: '5f1e0c0ffee0000000000010', objectName: 'notes' },
      fields: [
        { id: 'name', type: 'text', label: 'Name', required: true, description: 'Your name' },
        { id: 'message', type: 'textarea', label: 'Message', maxLength: 20 },
        { id: 'cake', type: 'radio', label: 'Cake', options: ['Lemon', 'Carrot'] },
      ],
    })}'></section>`;

  it('are unique with two form blocks of one formId, and every reference stays inside its own block', async () => {
    const blocks = await boot(form('first') + form('second'));
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.length).toBeGreaterThan(6);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const block of ['first', 'second']) {
      const root = document.getElementById(block)!;
      const references = [...root.querySelectorAll('label[for], [aria-describedby], [aria-labelledby], [aria-controls]')].flatMap((element) =>
        ['for', 'aria-describedby', 'aria-labelledby', 'aria-controls'].flatMap((name) => (element.getAttribute(name) ?? '').split(/\s+/).filter(Boolean)),
      );
      expect(references.length).toBeGreaterThan(2);
      // (a reference to a part not shown yet, such as the error summary's title, resolves nowhere, not elsewhere)
      for (const id of references) expect(document.getElementById(id)?.closest('[data-block-type]')?.id ?? block, `#${id} from #${block}`).toBe(block);
      for (const label of root.querySelectorAll('label[for]')) expect(root.contains(document.getElementById(label.getAttribute('for')!))).toBe(true);
    }
    act(() => blocks.destroy());
  });
});

describe('a block whose mount throws', () => {
  it('stops what it started before it failed, and the other blocks still boot', async () => {
    let captcha: ReturnType<typeof liveActors.get>;
    standIn(async (): Promise<BlockModule> => ({
      schema: { safeParse: (data: unknown) => ({ success: true as const, data }) },
      mountError: 'Could not render failing',
      mount: ({ id, startActor }) => {
        captcha = startActor(`${id}:captcha`, setup({}).createMachine({ id: 'standIn' }));
        throw new Error('the view could not be rendered');
      },
    }));
    const blocks = await boot(`<div id="broken-mount" data-block-type="failing"></div>${accordion('ok', good('Fine'))}`);
    expect(errors.mock.calls[0]![0]).toMatch(/Block "failing" \(#broken-mount\): Could not render failing/);
    expect(captcha!.getSnapshot().status).toBe('stopped');
    expect(liveActors.has('broken-mount:captcha')).toBe(false);
    expect(document.querySelector(`#ok ${accordionAnatomy.selector('trigger')}`)).not.toBeNull();
    act(() => blocks.destroy());
  });

  it('skipped for data it may not use (runtime/vendors.ts BlockSkipped): one console error, its fallback kept', async () => {
    standIn(async (): Promise<BlockModule> => ({
      schema: { safeParse: (data: unknown) => ({ success: true as const, data }) },
      mount: ({ element }) => {
        element.textContent = 'half drawn';
        throw new BlockSkipped('its scriptUrl "data:x" is refused (it is not an https address)');
      },
    }));
    const blocks = await boot(`<div id="refused" data-block-type="failing"><a href="/fallback">Fallback</a></div>${accordion('ok', good('Fine'))}`);
    expect(errors.mock.calls.map((call: unknown[]) => call.join(' '))).toEqual([
      '[visitor-runtime] Block "failing" (#refused) is skipped: its scriptUrl "data:x" is refused (it is not an https address).',
    ]);
    expect(document.querySelector('#refused')!.innerHTML).toBe('<a href="/fallback">Fallback</a>');
    expect(document.querySelector(`#ok ${accordionAnatomy.selector('trigger')}`)).not.toBeNull();
    act(() => blocks.destroy());
  });
});

describe('published blocks (docs/published-pages.md)', () => {
  const readsTitles = (element: HTMLElement) => {
    const titles = Array.from(element.querySelectorAll('.title'), (title) => title.textContent ?? '');
    if (titles.length === 0) throw new PublishedMarkupError('no .title in the published markup.');
    return { items: titles.map((title) => ({ title, content: '' })) };
  };
  const published = (id: string, code: string, inner: string) =>
    `<div class="sqs-block" id="${id}" data-block-type="${code}"><div class="sqs-block-content">${inner}</div></div>`;

  it('recognises a published block by its numeric code and boots it from the kind\'s reader of its markup', async () => {
    standIn(async () => ({ ...(await blockRegistry.accordion!.load!()), readPublished: readsTitles }), ['9999']);
    const blocks = await boot(published('p1', '9999', '<b class="title">From markup</b>') + published('p2', '9999', '<i>nothing</i>'));
    expect(document.querySelector(`#p1 ${accordionAnatomy.selector('trigger')}`)?.textContent).toBe('From markup');
    expect(errors).toHaveBeenCalledOnce();
    expect(errors.mock.calls[0]![0]).toMatch(/Block "failing" \(#p2\) is skipped: no \.title in the published markup\./);
    act(() => blocks.destroy());
  });

  it('leaves static published blocks (text, spacer, code, website components) alone without a message', async () => {
    const blocks = await boot(published('t', '2', '<p>Text</p>') + published('s', '21', '') + published('w', '1337', '<p>Component</p>'));
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
    expect(document.querySelector('#t')?.textContent).toBe('Text');
    expect(document.querySelectorAll('[data-block-state]')).toHaveLength(0);
    act(() => blocks.destroy());
  });

  it('warns once for a published kind whose markup is not read yet, and boots the rest', async () => {
    // a published code of a kind not built (every code of the platform's numbering the reader knows has a chunk now)
    blockRegistry['failing'] = { nature: 'interactive', codes: ['9998'] };
    const blocks = await boot(published('m', '9998', '<p>Latest posts</p>') + accordion('ok', good('Fine')));
    expect(warnings).toHaveBeenCalledOnce();
    expect(warnings.mock.calls[0]![0]).toMatch(/Block "failing" \(#m\) is skipped: this runtime has no block kind "failing"/);
    expect(document.querySelector(`#ok ${accordionAnatomy.selector('trigger')}`)).not.toBeNull();
    act(() => blocks.destroy());
  });

  it('reads our contract with a numeric code as well as a name', async () => {
    const blocks = await boot(`<section id="coded" data-block-type="69" data-block-json='${good('By code')}'></section>`);
    expect(document.querySelector(`#coded ${accordionAnatomy.selector('trigger')}`)?.textContent).toBe('By code');
    act(() => blocks.destroy());
  });
});

describe('a block that has had no event yet', () => {
  it("waits in the chart's initial state without an actor; its first event starts the chart; destroy stops its watches", async () => {
    const ids = ['far', 'touched', 'asked', 'never'];
    document.body.innerHTML = ids.map((id) => accordion(id, good(id))).join('');
    const near = new Map<Element, () => void>();
    const approach: ApproachWatch = {
      watch: (element, tell) => (near.set(element, tell), () => void near.delete(element)),
      firstReports: () => Promise.resolve(),
    };
    const blocks = bootBlocks(document, defaultSiteContext(), { approach });
    await blocks.started;
    const element = (id: string) => document.getElementById(id)!;
    const initial = connectBlockLifecycle(createActor(blockLifecycleMachine).getSnapshot(), () => {})[BLOCK_STATE_ATTRIBUTE];
    for (const id of ids) {
      expect(element(id).getAttribute(BLOCK_STATE_ATTRIBUTE)).toBe(initial);
      expect(liveActors.has(`${id}:lifecycle`)).toBe(false);
      expect(near.has(element(id))).toBe(true); // the initial state's watches run without the actor
    }
    // Approached: the chart's actor starts and takes the event.
    act(() => near.get(element('far'))!());
    expect(liveActors.get('far:lifecycle')?.getSnapshot().value).toBe('loading');
    // Pressed inside first: the same.
    act(() => void element('touched').firstElementChild!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));
    expect(liveActors.get('touched:lifecycle')?.getSnapshot().value).toBe('loading');
    // Asked for by page code.
    await act(async () => {
      await Promise.all(['far', 'touched', 'asked'].map((id) => blocks.boot(element(id))));
    });
    for (const id of ['far', 'touched', 'asked']) {
      expect(element(id).getAttribute(BLOCK_STATE_ATTRIBUTE)).toBe('booted');
      expect(element(id).querySelector(accordionAnatomy.selector('trigger'))?.textContent).toBe(id);
    }
    expect(liveActors.has('never:lifecycle')).toBe(false);
    act(() => blocks.destroy());
    // Every watch is stopped, with or without an actor; nothing is left running.
    expect(near.size).toBe(0);
    expect([...liveActors.keys()].filter((id) => ids.some((block) => id.startsWith(block)))).toEqual([]);
    element('never').firstElementChild!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(liveActors.has('never:lifecycle')).toBe(false);
    expect(ids.map((id) => element(id).hasAttribute(BLOCK_STATE_ATTRIBUTE))).toEqual([false, false, false, false]);
    expect(element('far').textContent).toBe('fallback');
  });
});

describe('starting the blocks of a long page', () => {
  it('starts them in page order in slices of at most START_SLICE_MS, each a task of its own; a block of a later slice boots when asked', async () => {
    document.body.innerHTML = Array.from({ length: 12 }, (_, i) => accordion(`s${i}`, good(`Item ${i}`))).join('');
    // By this clock each lifecycle started takes 3 ms.
    vi.spyOn(performance, 'now').mockImplementation(() => document.querySelectorAll('[data-block-state]').length * 3);
    const approach = { watch: () => () => {}, firstReports: () => Promise.resolve() };
    const blocks = bootBlocks(document, defaultSiteContext(), { approach });
    const startedNow = () => [...document.querySelectorAll('[data-block-state]')].map((element) => element.id);
    const perSlice = Math.ceil(START_SLICE_MS / 3);
    expect(startedNow()).toEqual(Array.from({ length: perSlice }, (_, i) => `s${i}`));
    // The last block is in a slice not started yet: asked for now, it boots once it has its lifecycle.
    const last = document.getElementById('s11')!;
    await act(async () => {
      await blocks.boot(last);
    });
    expect(last.querySelector(accordionAnatomy.selector('trigger'))?.textContent).toBe('Item 11');
    await blocks.started;
    expect(startedNow()).toEqual(Array.from({ length: 12 }, (_, i) => `s${i}`));
    expect(warnings).not.toHaveBeenCalled();
    act(() => blocks.destroy());
  });

  it('starts no more blocks once destroyed between slices', async () => {
    document.body.innerHTML = Array.from({ length: 12 }, (_, i) => accordion(`d${i}`, good(`Item ${i}`))).join('');
    vi.spyOn(performance, 'now').mockImplementation(() => document.querySelectorAll('[data-block-state]').length * 3);
    const blocks = bootBlocks(document, defaultSiteContext(), { approach: { watch: () => () => {}, firstReports: () => Promise.resolve() } });
    expect(document.querySelectorAll('[data-block-state]')).toHaveLength(Math.ceil(START_SLICE_MS / 3));
    blocks.destroy();
    await blocks.started;
    expect(document.querySelectorAll('[data-block-state]')).toHaveLength(0);
    expect([...liveActors.keys()].filter((id) => id.startsWith('d'))).toEqual([]);
  });
});
