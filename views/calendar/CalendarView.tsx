import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { connectCalendar, type CalendarOptions } from '../../machines/calendar/connect';
import type { calendarMachine } from '../../machines/calendar/machine';

export interface CalendarViewProps extends CalendarOptions {
  actorRef: ActorRefFrom<typeof calendarMachine>;
}

/** A calendar block's month grid, drawn beside the server's list of events (which it hides while shown). */
export function CalendarView({ actorRef, ...options }: CalendarViewProps) {
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectCalendar(snapshot, actorRef.send, options);
  return (
    <div {...api.rootProps}>
      <div {...api.navProps} role="group">
        <button {...api.previousProps} aria-label={api.previousLabel}>‹ Previous</button>
        <button {...api.nextProps} aria-label={api.nextLabel}>Next ›</button>
      </div>
      <table {...api.gridProps}>
        <caption {...api.titleProps}>
          {api.title}: {api.summary}
        </caption>
        <thead>
          <tr>
            {api.weekdays.map(({ long, short }) => (
              <th key={long} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {api.weeks.map((week, index) => (
            <tr key={index}>
              {week.map((cell, day) =>
                cell === null ? (
                  <td key={day} />
                ) : (
                  <td key={day} {...api.dayProps} data-day={cell.day} data-has-events={cell.entries.length > 0}>
                    <span>{cell.date}</span>
                    {cell.entries.length > 0 && (
                      <ul>
                        {cell.entries.map((entry, i) => (
                          <li key={i}>{entry.url ? <a {...api.eventProps} href={entry.url}>{entry.title}</a> : <span {...api.eventProps}>{entry.title}</span>}</li>
                        ))}
                      </ul>
                    )}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
