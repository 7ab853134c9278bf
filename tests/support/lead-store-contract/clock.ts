/** The contract's fixed instant for times the stores take from their caller (not leases). */
export const T = 1_790_000_000_000;
