import { useEffect, useState } from 'react';
import { LAB_STREAM_PATH, type LabBatch } from '../../../runtime/inspector-relay';
import { addBatch, type LivePage } from '../live-store';

/**
 * The live pages the server relays (pages opened with `?inspect=lab`), followed through its event stream, and
 * whether the stream is connected. Re-renders once per batch.
 */
export function useLivePages(): { pages: Map<string, LivePage>; connected: boolean } {
  const [state, setState] = useState(() => ({ pages: new Map<string, LivePage>(), connected: false }));
  useEffect(() => {
    const pages = new Map<string, LivePage>();
    const stream = new EventSource(LAB_STREAM_PATH);
    stream.onopen = () => setState({ pages, connected: true });
    stream.onerror = () => setState({ pages, connected: false });
    stream.onmessage = (message) => {
      try {
        addBatch(pages, JSON.parse(message.data as string) as LabBatch);
        setState({ pages, connected: true });
      } catch (error) {
        console.error('[lab] A relayed batch could not be read:', error);
      }
    };
    return () => stream.close();
  }, []);
  return state;
}
