import * as z from 'zod/mini';
import '../schemas/messages';

/**
 * Configuration of a menu block: the labels of its tabs, in order (each switches to the menu at the same place).
 * The block adopts the tabs and menus the server drew (views/menu/block.tsx); the labels are what it found.
 */
export const menuConfigSchema = z.object({
  tabs: z._default(z.array(z.string()), []),
});

export type MenuConfig = z.output<typeof menuConfigSchema>;
