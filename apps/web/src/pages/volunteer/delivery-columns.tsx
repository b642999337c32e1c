import { Button, Flex, Tag } from 'antd';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { DeliveryAction, DeliveryClaim } from '@judge/contract';

/** A queue row a volunteer works: its id and who has it in hand. */
export interface DeliveryRow {
  id: number;
  claim: DeliveryClaim | null;
}

/**
 * Where a delivery stands for the volunteer looking at it: free, theirs, another's, or done (by a volunteer, or
 * by the admins themselves when nobody claimed it: `delivered`).
 */
export function deliveryState(claim: DeliveryClaim | null, uid: number | undefined, delivered = false) {
  if (!claim) return delivered ? ('done' as const) : ('open' as const);
  if (claim.doneAt) return 'done' as const;
  return claim.uid === uid ? ('mine' as const) : ('theirs' as const);
}

/** What the volunteer may do from each state (the server decides; this only offers the buttons that can work). */
export const ACTIONS_BY_STATE: Record<ReturnType<typeof deliveryState>, DeliveryAction[]> = {
  open: ['claim', 'done'],
  mine: ['done', 'release'],
  theirs: [],
  done: [],
};

/**
 * The claim's tag and the row's buttons, as two columns of a volunteer's queue; `compact` (a phone), as one column
 * the queue puts first, the tag above the buttons (and `more`, the row's other buttons, beside them): at 375 px
 * the last columns sat off-screen in a table scrolling sideways, with the buttons a runner needs most.
 */
export function deliveryColumns<Row extends DeliveryRow>(
  t: TFunction,
  uid: number | undefined,
  act: (action: DeliveryAction, row: Row) => void,
  /** Marked delivered in the admins' own queue (a balloon checked, a print printed). */
  deliveredByAdmins: (row: Row) => boolean,
  { compact = false, more }: { compact?: boolean; more?: (row: Row) => ReactNode } = {},
) {
  const stateOf = (row: Row) => deliveryState(row.claim, uid, deliveredByAdmins(row));
  const labels: Record<DeliveryAction, string> = {
    claim: t('contestVolunteers.claim'),
    release: t('contestVolunteers.release'),
    done: t('contestVolunteers.done'),
  };
  const stateTag = (row: Row) => {
    const name = { username: row.claim?.username ?? '' };
    const tags = {
      open: <Tag color="orange">{t('contestVolunteers.open')}</Tag>,
      mine: <Tag color="blue">{t('contestVolunteers.claimedByMe')}</Tag>,
      theirs: <Tag color="purple">{t('contestVolunteers.claimedBy', name)}</Tag>,
      done: (
        <Tag color="green">
          {row.claim ? t('contestVolunteers.doneBy', name) : t('contestVolunteers.delivered')}
        </Tag>
      ),
    };
    return <span data-testid={`delivery-state-${row.id}`}>{tags[stateOf(row)]}</span>;
  };
  // A table as wide as its content never wraps a cell: the compact cell's buttons wrap within a width of their own.
  const buttons = (row: Row) => (
    <Flex gap={6} wrap style={compact ? { maxWidth: 160 } : undefined}>
      {ACTIONS_BY_STATE[stateOf(row)].map((action) => (
        <Button
          key={action}
          size="small"
          type={action === 'release' ? 'default' : 'primary'}
          onClick={() => act(action, row)}
          data-testid={`delivery-${action}-${row.id}`}
        >
          {labels[action]}
        </Button>
      ))}
      {compact && more?.(row)}
    </Flex>
  );
  if (compact)
    return [
      {
        title: t('contestVolunteers.state'),
        key: 'delivery',
        render: (_: unknown, row: Row) => (
          <Flex vertical align="flex-start" gap={6}>
            {stateTag(row)}
            {buttons(row)}
          </Flex>
        ),
      },
    ];
  return [
    { title: t('contestVolunteers.state'), key: 'state', render: (_: unknown, row: Row) => stateTag(row) },
    { title: '', key: 'actions', render: (_: unknown, row: Row) => buttons(row) },
  ];
}
