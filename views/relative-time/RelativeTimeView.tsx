import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { connectRelativeTime } from '../../machines/relative-time/connect';
import type { relativeTimeMachine } from '../../machines/relative-time/machine';

export interface RelativeTimeViewProps {
  actorRef: ActorRefFrom<typeof relativeTimeMachine>;
  /** The text the page rendered in the date node, shown until the first tick. */
  fallbackText: string;
  locale: string;
}

/** A date node's content: `<time dateTime>` with 'just now', 'about N seconds ago' or the formatted date. */
export function RelativeTimeView({ actorRef, fallbackText, locale }: RelativeTimeViewProps) {
  const api = useSelector(actorRef, (snapshot) => connectRelativeTime(snapshot, actorRef.send, { locale, fallbackText }), sameLabel);
  return <time {...api.timeProps}>{api.label}</time>;
}

const sameLabel = (a: { state: string; label: string }, b: { state: string; label: string }) => a.state === b.state && a.label === b.label;
