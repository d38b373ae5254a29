import { useState } from "react";
import { Link } from "react-router";
import * as Dialog from "@radix-ui/react-dialog";
import type { NavNode } from "../types";
import { Icon } from "../../../components/ui/Icon";
import d from "../../../components/ui/dialog.module.css";
import s from "../nav.module.css";

/** The mobile department drawer: one level at a time, with a way back. */
export function MobileNav({
  departments,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  departments: NavNode[];
  open: boolean;
  onOpenChange: (o: boolean) => void;
  /** Where focus goes on close: the menu button (the drawer is not opened by its own trigger). */
  onCloseAutoFocus?: (e: Event) => void;
}) {
  const [path, setPath] = useState<NavNode[]>([]);
  const level = path.length === 0 ? departments : (path[path.length - 1]?.children ?? []);
  const parent = path[path.length - 1];
  const close = () => {
    onOpenChange(false);
    setPath([]);
  };
  return (
    <Dialog.Root open={open} onOpenChange={(o) => (o ? onOpenChange(true) : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className={d.overlay} />
        <Dialog.Content className={d.drawer} aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus}>
          <Dialog.Title>{parent ? parent.name : "Shop by department"}</Dialog.Title>
          <Dialog.Close className={d.close} aria-label="Close menu">
            <Icon name="close" />
          </Dialog.Close>
          <ul className={s.drawerList}>
            {parent ? (
              <>
                <li>
                  <button type="button" className={s.back} onClick={() => setPath(path.slice(0, -1))}>
                    <span>
                      <Icon name="chevronLeft" size={16} /> Back
                    </span>
                  </button>
                </li>
                <li>
                  <Link to={parent.url} onClick={close} className={s.shopAll}>
                    Shop all {parent.name}
                  </Link>
                </li>
              </>
            ) : null}
            {level.map((n) => (
              <li key={n.code}>
                {n.children.length > 0 ? (
                  <button type="button" onClick={() => setPath([...path, n])}>
                    {n.name}
                    <Icon name="chevronRight" size={18} />
                  </button>
                ) : (
                  <Link to={n.url} onClick={close}>
                    {n.name}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
