import { act } from 'react';
import { flushSync } from 'react-dom';

/**
 * Renders now, effects included: inside act() where React expects it (a test sets IS_REACT_ACT_ENVIRONMENT), else
 * with flushSync (the chart lab in a browser, where production React has no act).
 */
export async function renderNow(render: () => unknown): Promise<void> {
  if ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT) {
    await act(async () => void (await render()));
    return;
  }
  let result: unknown;
  flushSync(() => void (result = render()));
  await result;
}
