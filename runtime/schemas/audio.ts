import * as z from 'zod/mini';
import './messages';

/** An audio block's configuration: none (`{}`); the server's `<audio>` carries its source and title. */
export const audioConfigSchema = z.object({});
export type AudioConfig = z.output<typeof audioConfigSchema>;
