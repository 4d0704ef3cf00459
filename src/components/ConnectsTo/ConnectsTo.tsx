import type { ProductContent } from '../../content/types';
import * as styles from './ConnectsTo.css';

type Group = ProductContent['overview']['connects']['groups'][number];

/** What a product connects to: a row of groups (equipment, protocols, markets), each its label over its marks, one a line. */
export function ConnectsTo({ groups }: { groups: readonly Group[] }) {
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <div key={group.id} className={styles.group} data-connects-group={group.id}>
          <h3 className={styles.label}>{group.label}</h3>
          <ul className={styles.marks}>
            {group.items.map((item) => (
              <li key={item} className={styles.mark}>
                {item}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
