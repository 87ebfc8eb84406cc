import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act } from 'react';
import { expect } from 'vitest';
import { everyBlockNear } from './blocks/approach';
import type { BlockModule } from './blocks/contract';
import { blockRegistry } from './blocks/registry';
import { bootBlocks } from './blocks';
import { PublishedMarkupError } from './published-markup-error';
import { defaultSiteContext } from './site-context';

// Test support for the published-markup readers of the form, newsletter and accordion chunks.

/** A fixture page of scripts/demo-site/published/. */
export const publishedFixture = (file: string) =>
  readFileSync(path.join(import.meta.dirname, '../scripts/demo-site/published', file), 'utf8');

/** Puts a page's body into the test document and answers its first element matching `selector`. */
export function bodyOf(html: string, selector: string): HTMLElement {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  document.body.innerHTML = body;
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`no ${selector} in the page`);
  return element;
}

/** Puts `html` (when given) into the test document and boots its blocks inside React's act; answers them, for destroy(). */
export async function bootBlocksOf(html?: string): Promise<ReturnType<typeof bootBlocks>> {
  if (html !== undefined) document.body.innerHTML = html;
  let blocks!: ReturnType<typeof bootBlocks>;
  await act(async () => {
    blocks = bootBlocks(document, defaultSiteContext(), { approach: everyBlockNear() });
    await blocks.ready;
  });
  return blocks;
}

/**
 * Boots a page's blocks through the real bootstrap (which markup, which reader, the schema) with the kind's mount
 * replaced by one that records the configuration it is given: what the block chunk would receive, by block id.
 */
export async function configsMounted(html: string, kind: string): Promise<Record<string, unknown>> {
  const load = blockRegistry[kind]!.load!;
  const configs: Record<string, unknown> = {};
  blockRegistry[kind]!.load = async () => {
    const module: BlockModule = await load();
    return { ...module, mount: ({ id }, config) => ((configs[id] = config), { unmount() {} }) };
  };
  try {
    const blocks = await bootBlocksOf(html);
    act(() => blocks.destroy());
  } finally {
    blockRegistry[kind]!.load = load;
  }
  return configs;
}

/** The reader's one contract: a configuration the schema accepts, or a PublishedMarkupError; never anything else. */
export function expectAcceptedOrPublishedMarkupError(read: () => unknown, schema: BlockModule['schema']): 'read' | 'refused' {
  let config: unknown;
  try {
    config = read();
  } catch (error) {
    expect(error).toBeInstanceOf(PublishedMarkupError);
    expect((error as Error).message).toMatch(/\S\.$/);
    return 'refused';
  }
  expect(schema.safeParse(config).success).toBe(true);
  return 'read';
}

/** Text for HTML: markup characters escaped, so arbitrary text can be put in fixtures built by the tests. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
