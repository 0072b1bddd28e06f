import type { ControlAnswer } from '../engine.ts';
import { ControlInputError } from './control-input.ts';

/** A sandbox control that refused what it was asked (a topic that cannot be caused, …): its status and reason. */
export class ControlRefused extends Error {
  override readonly name = 'ControlRefused';
  /** The status the control answered over HTTP. */
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** The body of a successful in-process control call; a refusal throws, naming its reason. */
export function resultOf<T>(answer: ControlAnswer): T {
  if (answer.status < 300) return answer.body as T;
  const message = (answer.body as { error?: unknown } | undefined)?.error;
  const words = typeof message === 'string' ? message : `the control answered ${answer.status}`;
  if (answer.status === 400) throw new ControlInputError(words);
  throw new ControlRefused(answer.status, words);
}
