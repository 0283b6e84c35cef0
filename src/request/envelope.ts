import type { ErrorInfo } from './decide';

/** A failed business answer: body code ≠ 0 or success false (spec §7). */
export class BizError extends Error {
  info: ErrorInfo;
  /** What the failed answer still carried (a 101025 import warning's per-row result). */
  result?: unknown;
  constructor(info: ErrorInfo, result?: unknown) {
    super(info.errorMessage || info.message || `code ${info.code}`);
    this.name = 'BizError';
    this.info = info;
    this.result = result;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const num = (v: unknown): number | undefined => {
  if (typeof v === 'number' && Number.isSafeInteger(v)) return v;
  if (typeof v === 'string' && /^-?\d{1,15}$/.test(v.trim())) return Number(v);
  return undefined;
};
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** Reads an envelope's error fields, whatever shape the body has; undefined when it is not an envelope. */
export function readEnvelope(body: unknown): ErrorInfo | undefined {
  if (!isObject(body)) return undefined;
  const code = num(body.code);
  if (code === undefined && typeof body.success !== 'boolean') return undefined;
  const errorCode = body.errorCode;
  return {
    code,
    message: str(body.message),
    errorCode: typeof errorCode === 'string' || typeof errorCode === 'number' ? errorCode : undefined,
    errorMessage: str(body.errorMessage),
    showType: num(body.showType),
  };
}

/** Is this body a success? Spec §7: any body whose code is not 0 is rejected; so is success: false. */
export function isSuccess(body: unknown): boolean {
  if (!isObject(body)) return false;
  if (body.success === false) return false;
  return num(body.code) === 0;
}
