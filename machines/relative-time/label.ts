import { translate } from '../shared/text/en-US';
import { formatDate, secondsAgo, type RelativeTimeBucket } from './rules';

/** The label for a bucket (the chart's state decides the bucket, the context has date and now). */
export function relativeTimeLabel(bucket: RelativeTimeBucket, date: number, now: number, locale: string): string {
  if (bucket === 'justNow') return translate('relativeTime.justNow');
  if (bucket === 'secondsAgo') return translate('relativeTime.secondsAgo', { seconds: secondsAgo(date, now) });
  return formatDate(date, locale);
}
