/** One event of a calendar block, as the server listed it: its title, address and the day it falls on where it happens. */
export interface CalendarEntry {
  title: string;
  url: string | null;
  /** `YYYY-MM-DD` in the event's time zone. */
  day: string;
}
