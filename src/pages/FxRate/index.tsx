// Replaced by the FX rate query page (issue 6, in progress).
export default function FxRate() {
  return null;
}
