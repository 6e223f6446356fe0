// Small numeric helpers for the bench: medians of repeated runs and fixed-width formatting.

export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export const kib = (bytes) => bytes / 1024;
export const mib = (bytes) => bytes / 1024 / 1024;

export function fixed(value, digits = 1) {
  return Number.isFinite(value) ? value.toFixed(digits) : 'n/a';
}
