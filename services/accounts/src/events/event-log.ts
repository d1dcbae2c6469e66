/** The logging an event handler does: a note about an event it could not use. */
export interface EventLog {
  warn: (context: object, message: string) => void;
}
