// The payments section's badge: how many refunds wait (the caller's restaurants), for the shell's
// navigation. Read only by those who see the section; 0 while unknown.
import { useQuery } from "@tanstack/react-query";
import { refundsNeededQuery } from "./payments-data";

export function useRefundsNeeded(seesPayments: boolean): number {
  return useQuery({ ...refundsNeededQuery, enabled: seesPayments }).data ?? 0;
}
