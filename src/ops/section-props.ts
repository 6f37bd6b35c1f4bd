// What the shell gives every section's screen (src/ops/sections.ts): apart from the table of
// sections, so a section's screen can name it without importing the table that loads it.
import type { OperatorMe } from "../contract/staff";
import type { Board } from "./orders/use-board";

export interface SectionProps {
  me: OperatorMe;
  board: Board;
}
