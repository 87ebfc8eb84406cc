import * as z from 'zod/mini';
import '../schemas/messages';

/** Our choice (the spec truncates without a figure): at most 50 data rows and 10 columns, the series palette's size. */
export const CHART_MAX_ROWS = 50;
export const CHART_MAX_COLUMNS = 10;

const limit = (fallback: number) => z._default(z.number().check(z.int(), z.positive()), fallback);

/**
 * A chart block's configuration (`data-block-json`): `title`, the chart's name (its caption); `data`, rows of cells
 * whose first row names the columns and whose first column names the categories (numbers or text, as the owner's
 * spreadsheet gives them); `maxRows` and `maxColumns`, where the dataset is cut (machines/shared/interface-rules.ts
 * chartDataset).
 */
export const chartConfigSchema = z.object({
  title: z._default(z.string(), 'Chart'),
  data: z.array(z.array(z.union([z.string(), z.number()]))),
  maxRows: limit(CHART_MAX_ROWS),
  maxColumns: limit(CHART_MAX_COLUMNS),
});
export type ChartConfig = z.output<typeof chartConfigSchema>;
