import * as z from 'zod/mini';
import '../schemas/messages';

/** Configuration of a donation block: the page the donation checkout collects for. */
export const donationConfigSchema = z.object({ donatePageId: z.string().check(z.minLength(1)) });
export type DonationConfig = z.output<typeof donationConfigSchema>;
