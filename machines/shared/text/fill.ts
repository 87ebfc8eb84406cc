/**
 * A dictionary message whose arguments are all plain (`{name}`: no plural, select, number or date, no quoting) with
 * its values filled in, without the message format's parser: what a chunk that shows only such messages uses (the
 * form, the data layer, the video). For these messages it gives what `formatMessage` gives (./dictionary.test.ts); a
 * value not given shows as `{name}`, as there.
 */
export const fillMessage = (message: string, values: Readonly<Record<string, string>>): string =>
  message.replace(/\{(\w+)\}/g, (argument, name: string) => values[name] ?? argument);
