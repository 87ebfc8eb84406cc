import { useEffect, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { layoutChart, type PlacedChart } from '../layout';

/** The chart's layout once elkjs has made it (undefined until then), or the error it gave. */
export function useLayout(machine: AnyStateMachine | undefined): { layout?: PlacedChart; error?: string } {
  const [result, setResult] = useState<{ machine?: AnyStateMachine; layout?: PlacedChart; error?: string }>({});
  useEffect(() => {
    if (!machine) return;
    let current = true;
    layoutChart(machine).then(
      (layout) => current && setResult({ machine, layout }),
      (error: unknown) => current && setResult({ machine, error: `The diagram could not be laid out: ${String(error)}` }),
    );
    return () => void (current = false);
  }, [machine]);
  return result.machine === machine ? result : {};
}
