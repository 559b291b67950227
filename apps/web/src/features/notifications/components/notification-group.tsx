import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteIcon from '@mui/icons-material/Delete';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactElement, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useConfirm } from '../../../components/confirm';
import { useSnackbar } from '../../../components/snackbar';
import { formatDateTime } from '../../../lib/format';
import { useDeleteNotification } from '../api/delete-notification';
import { useDeleteNotificationCategory } from '../api/delete-notification-category';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import type { NotificationCategory, NotificationItem } from '../api/notifications';
import {
  categoryLabel,
  isExpandable,
  type NotificationTarget,
  notificationTarget,
  unreadIds,
  visibleItems,
} from '../model/categories';
import { NotificationIcon, notificationColor } from './notification-icon';
import { SwipeableRow } from './swipeable-row';

/**
 * One category of the panel (spec 1 §2.11): a card showing its newest notification, which expands on a
 * click when it holds several. Each notification opens, opens in a new tab, or is deleted; the whole
 * category can be deleted too. Opening marks the category read.
 */
export function NotificationGroup({
  category,
  onOpened,
}: {
  category: NotificationCategory;
  onOpened: () => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const navigate = useNavigate();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const markRead = useMarkNotificationsRead();
  const removeItem = useDeleteNotification();
  const removeCategory = useDeleteNotificationCategory();
  const label = categoryLabel(category);
  const expandable = isExpandable(category);
  const count = category.children.length;
  const onError = (error: Error) => snackbar.show({ text: error.message, color: 'error' });

  const markOpened = () => {
    const ids = unreadIds(category);
    if (ids.length) markRead.mutate(ids, { onError });
  };
  const open = (to: string) => {
    markOpened();
    onOpened();
    void navigate(to);
  };
  const deleteCategory = async () => {
    const ok =
      count === 1 ||
      (await confirm({
        title: 'Supprimer la catégorie',
        message: `Supprimer les ${count} notifications « ${label} » ?`,
      }));
    if (ok) removeCategory.mutate(category, { onError });
  };

  return (
    <Card
      component="section"
      aria-label={label}
      variant="outlined"
      // Spec 1 §2.11 "stacked cards": a collapsed group of several shows the edges of the ones beneath.
      sx={{
        overflow: 'visible',
        mb: expandable && !expanded ? 1.5 : 1,
        boxShadow: expandable && !expanded ? '0 4px 0 -1px #e0e0e0, 0 8px 0 -2px #d0d0d0' : undefined,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, pl: 1.5, pr: 0.5, pt: 0.5 }}>
        {/* Not cut short: the household's name ends the title. */}
        <Typography
          variant="subtitle2"
          component="h3"
          sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {label}
        </Typography>
        {expandable && <Chip size="small" label={count} aria-label={`${count} notifications`} />}
        {expandable && (
          <IconButton
            size="small"
            aria-expanded={expanded}
            aria-label={expanded ? 'Réduire' : `Afficher les ${count} notifications`}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
          </IconButton>
        )}
        <Tooltip title="Supprimer la catégorie">
          <IconButton
            size="small"
            aria-label="Supprimer la catégorie"
            loading={removeCategory.isPending}
            onClick={() => void deleteCategory()}
          >
            <DeleteSweepIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      {visibleItems(category, expanded).map((item) => (
        <NotificationRow
          key={item.id}
          item={item}
          target={notificationTarget(category, item)}
          // A click on a collapsed group of several expands it rather than opening its first item.
          onActivate={expandable && !expanded ? () => setExpanded(true) : null}
          onOpen={open}
          onOpenInNewTab={() => {
            markOpened();
            onOpened();
          }}
          onDelete={() => removeItem.mutate(item.id, { onError })}
          deleting={removeItem.isPending && removeItem.variables === item.id}
        />
      ))}
    </Card>
  );
}

type RowProps = {
  item: NotificationItem;
  target: NotificationTarget;
  onActivate: (() => void) | null;
  onOpen: (to: string) => void;
  onOpenInNewTab: () => void;
  onDelete: () => void;
  deleting: boolean;
};

function NotificationRow({ item, target, onActivate, onOpen, onOpenInNewTab, onDelete, deleting }: RowProps) {
  const to = target.kind === 'route' ? target.to : null;
  const activate = onActivate ?? (to ? () => onOpen(to) : null);
  return (
    <SwipeableRow onDelete={onDelete} deleting={deleting} deleteLabel="Supprimer (glissé)">
      <Box sx={{ display: 'flex', gap: 1, px: 1.5, pt: 1, alignItems: 'flex-start' }}>
        <Avatar
          src={item.img ?? undefined}
          alt=""
          sx={{ width: 32, height: 32, bgcolor: notificationColor(item.color) }}
        >
          <NotificationIcon icon={item.icon} fontSize="small" />
        </Avatar>
        <ButtonBase
          disabled={!activate}
          onClick={activate ?? undefined}
          sx={{ flexGrow: 1, minWidth: 0, display: 'block', textAlign: 'left', borderRadius: 1 }}
        >
          <Typography
            variant="body2"
            sx={{ fontWeight: item.isRead ? 400 : 700, overflowWrap: 'anywhere' }}
            data-unread={!item.isRead || undefined}
          >
            {item.text}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatDateTime(item.creationDate)}
          </Typography>
        </ButtonBase>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 0.5, pb: 0.5 }}>
        <Unavailable target={target}>
          <IconButton size="small" aria-label="Ouvrir" disabled={!to} onClick={() => to && onOpen(to)}>
            <ArrowForwardIcon fontSize="small" />
          </IconButton>
        </Unavailable>
        <Unavailable target={target}>
          {to ? (
            <IconButton
              size="small"
              aria-label="Ouvrir dans un nouvel onglet"
              component={RouterLink}
              to={to}
              target="_blank"
              rel="noopener"
              onClick={onOpenInNewTab}
            >
              <OpenInNewIcon fontSize="small" />
            </IconButton>
          ) : (
            <IconButton size="small" aria-label="Ouvrir dans un nouvel onglet" disabled>
              <OpenInNewIcon fontSize="small" />
            </IconButton>
          )}
        </Unavailable>
        <IconButton size="small" aria-label="Supprimer la notification" loading={deleting} onClick={onDelete}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Box>
    </SwipeableRow>
  );
}

/**
 * What cannot be opened says why. A disabled control gets no pointer events: the tooltip listens to a span
 * around it.
 */
function Unavailable({ target, children }: { target: NotificationTarget; children: ReactElement }) {
  if (target.kind !== 'unavailable') return children;
  return (
    <Tooltip title={target.reason} describeChild>
      <span>{children}</span>
    </Tooltip>
  );
}
