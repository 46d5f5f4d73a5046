import type { OperationSpec } from '../contract/operations.ts';
import type { Fault } from '../state.ts';

/** The armed fault for this call, if any; each hit uses one of its `remaining` calls. */
export function takeFault(faults: Fault[], op: OperationSpec, pathname: string): Fault | null {
  const index = faults.findIndex(
    (f) =>
      f.remaining > 0 &&
      (f.operationId
        ? f.operationId === op.operationId
        : (!f.method || f.method.toUpperCase() === op.method) && (f.path === op.path || f.path === pathname)),
  );
  const fault = faults[index];
  if (!fault) return null;
  fault.remaining--;
  if (fault.remaining <= 0) faults.splice(index, 1);
  return fault;
}
