/** The list after moving the item `activeId` to the place of `overId`; the same list when nothing moves. */
export function moveById<T extends { id: number }>(list: T[], activeId: number, overId: number): T[] {
  const from = list.findIndex((item) => item.id === activeId);
  const to = list.findIndex((item) => item.id === overId);
  if (from < 0 || to < 0 || from === to) return list;
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}
