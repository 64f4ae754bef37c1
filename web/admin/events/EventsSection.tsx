import { useState } from 'react';
import { Archive, CircleCheck, Copy, Pencil, Play, Plus, Radio, Trash, Trophy, Tv, UserX } from 'lucide-react';
import type { EventDto } from '../../../core/admin';
import { API } from '../../../core/apiPaths';
import { ADMIN_API } from '../../../core/adminPaths';
import { ofEvent } from '../../../core/idPaths';
import { ConfirmAction } from '../shared/ConfirmAction';
import { EventDialog } from './EventDialog';
import { LeaderboardDialog } from './LeaderboardDialog';
import { ScreenLinkDialog } from './ScreenLinkDialog';
import { AdminTable } from '../shared/AdminTable';
import { useAdminAction } from '../shared/useAdminAction';
import { useAdminEvents } from './useAdminEvents';
import { canComplete, canEdit, canStart, formatDateTime, hasPlay, isLive, startBlocker } from './events';
import { ERASED_USER_KEYS } from '../users/users';
import controls from '../shared/controls.module.css';
import panel from '../shared/panel.module.css';
import { classNames } from '../shared/classNames';
import tables from '../shared/tables.module.css';
import { adminApi } from '../../lib/adminApi';
import { useI18n } from '../../hooks/useI18n';
import { EVENT_STATUS_NAMES } from './eventStatus';

const STATUS_BADGE: Record<EventDto['status'], string | undefined> = {
  scheduled: controls.badgeMuted,
  active: 'badge-success',
  completed: 'badge-accent',
};

export default function EventsSection() {
  const i18n = useI18n();
  const { events, error, isLoading } = useAdminEvents();
  const [creating, setCreating] = useState(false);
  const [leaderboard, setLeaderboard] = useState(false);
  const active = events?.find((event) => event.status === 'active');

  return (
    <div className={`card ${panel.adminPanel}`}>
      <div className={panel.panelToolbar}>
        <p className="muted small">
          {i18n._({
            id: 'admin.events.lead',
            message: 'One event is active at a time. A scheduled event starts at its start date, or now with Start Now; completing it publishes the results.',
          })}
        </p>
        <div className={panel.toolbarButtons}>
          <button type="button" className="btn btn-outline" onClick={() => setLeaderboard(true)} data-testid="view-leaderboard">
            <Trophy size={18} aria-hidden />
            {i18n._({ id: 'admin.events.viewLeaderboard', message: 'View Leaderboard' })}
          </button>
          <a className="btn btn-outline" href={ADMIN_API.exportData} download data-testid="export-all-data">
            <Archive size={18} aria-hidden />
            {i18n._({ id: 'admin.events.exportAll', message: 'Export All Data' })}
          </a>
          <button type="button" className="btn btn-primary" onClick={() => setCreating(true)} data-testid="create-event">
            <Plus size={18} aria-hidden />
            {i18n._({ id: 'admin.events.create', message: 'Create Event' })}
          </button>
        </div>
      </div>
      <AdminTable
        isLoading={isLoading}
        error={error}
        what={i18n._({ id: 'admin.events.what', message: 'events' })}
        rowCount={events?.length}
        columns={[
          i18n._({ id: 'admin.events.column.nameDescription', message: 'Name/description' }),
          i18n._({ id: 'admin.events.column.status', message: 'Status' }),
          i18n._({ id: 'admin.events.column.dates', message: 'Dates' }),
          i18n._({ id: 'admin.events.column.tiers', message: 'Prize Tiers' }),
          i18n._({ id: 'admin.events.column.actions', message: 'Actions' }),
        ]}
        testId="events-table"
      >
        {events?.map((event) => (
          <EventRow key={event.id} event={event} active={active} />
        ))}
      </AdminTable>
      <EventDialog open={creating} onOpenChange={setCreating} />
      <LeaderboardDialog open={leaderboard} onOpenChange={setLeaderboard} />
    </div>
  );
}

function EventRow({ event, active }: { event: EventDto; active: EventDto | undefined }) {
  const perform = useAdminAction();
  const i18n = useI18n();
  const startNow = i18n._({ id: 'admin.events.startNow', message: 'Start Now' });
  const completeLabel = i18n._({ id: 'admin.events.complete', message: 'Complete' });
  const [editing, setEditing] = useState(false);
  const [showingBoard, setShowingBoard] = useState(false);
  const [cloning, setCloning] = useState(false);
  const [screening, setScreening] = useState(false);
  const touched = [ADMIN_API.events, ADMIN_API.leaderboard];
  const live = isLive(event);
  // The server refuses these too; the button says why before anyone clicks.
  const blocker = canStart(event) ? startBlocker(event, active) : null;

  function start() {
    void perform(() => adminApi.startEvent(event.id), {
      success: (started) => ({
        title: i18n._({ id: 'admin.events.started', message: 'Event Started' }),
        description: i18n._({ id: 'admin.events.startedDescription', message: '{name} is live until {end}', values: { name: event.name, end: formatDateTime(started?.endDate ?? event.endDate) } }),
      }),
      failure: i18n._({ id: 'admin.events.startFailed', message: 'Start Failed' }),
      fallback: i18n._({ id: 'admin.events.startFailedFallback', message: 'Failed to start event' }),
      revalidate: touched,
      participantKeys: [API.leaderboard],
    });
  }

  function complete() {
    void perform(() => adminApi.completeEvent(event.id), {
      success: {
        title: i18n._({ id: 'admin.events.completed', message: 'Event Completed' }),
        description: i18n._({ id: 'admin.events.completedDescription', message: '{name}: the leaderboard is now published', values: { name: event.name } }),
      },
      failure: i18n._({ id: 'admin.events.completeFailed', message: 'Completion Failed' }),
      fallback: i18n._({ id: 'admin.events.completeFailedFallback', message: 'Failed to complete event' }),
      revalidate: touched,
      participantKeys: [API.leaderboard],
    });
  }

  function purge() {
    void perform(() => adminApi.purgeEvent(event.id), {
      success: (result) => ({
        title: i18n._({ id: 'admin.events.purged', message: 'Participants Erased' }),
        description: i18n._({
          id: 'admin.events.purgedDescription',
          message:
            '{name}: {erased, plural, one {# participant} other {# participants}} erased; the statistics stay, anonymous{kept, plural, =0 {} one {; # participant who played on after it kept (purge that later event for them)} other {; # participants who played on after it kept (purge that later event for them)}}',
          values: { name: event.name, erased: result.erasedUsers, kept: result.keptUsers },
        }),
      }),
      failure: i18n._({ id: 'admin.events.purgeFailed', message: 'Erasure Failed' }),
      fallback: i18n._({ id: 'admin.events.purgeFailedFallback', message: "Failed to erase the participants' data" }),
      revalidate: ERASED_USER_KEYS,
      participantKeys: [API.leaderboard],
    });
  }

  function remove() {
    void perform(() => adminApi.deleteEvent(event.id), {
      success: { title: i18n._({ id: 'admin.events.deleted', message: 'Event Deleted' }), description: event.name },
      failure: i18n._({ id: 'admin.events.deleteFailed', message: 'Deletion Failed' }),
      fallback: i18n._({ id: 'admin.events.deleteFailedFallback', message: 'Failed to delete event' }),
      revalidate: touched,
      participantKeys: [API.leaderboard],
    });
  }

  return (
    <tr data-testid="event-row">
      <td>
        <span className={tables.strong}>{event.name}</span>
        {event.description && <span className={`muted small ${tables.cellSub}`}>{event.description}</span>}
      </td>
      <td>
        <span className={tables.statusCell}>
          <span className={classNames('badge', STATUS_BADGE[event.status])} data-testid="event-status">
            {i18n._(EVENT_STATUS_NAMES[event.status])}
          </span>
          {live && (
            <span className="badge badge-live" data-testid="event-live" title={i18n._({ id: 'admin.events.liveHint', message: 'Active and within its dates: students can scan now' })}>
              <Radio size={14} aria-hidden />
              {i18n._({ id: 'admin.events.live', message: 'Live' })}
            </span>
          )}
        </span>
      </td>
      <td className={`small ${tables.nowrap}`}>
        {formatDateTime(event.startDate)}
        <span className={`muted ${tables.cellSub}`}>{i18n._({ id: 'admin.events.until', message: 'to {end}', values: { end: formatDateTime(event.endDate) } })}</span>
      </td>
      <td>{i18n.number(event.prizeTiers.length)}</td>
      <td>
        <div className={tables.rowActions}>
          {hasPlay(event) && (
            <>
              <button type="button" className={`btn ${controls.btnSm} btn-outline`} onClick={() => setShowingBoard(true)} data-testid="event-board">
                <Trophy size={16} aria-hidden />
                {i18n._({ id: 'admin.events.board', message: 'Board' })}
              </button>
              <a className={`btn ${controls.btnSm} btn-outline`} href={ofEvent(ADMIN_API.exportData, event.id)} download data-testid="event-export">
                <Archive size={16} aria-hidden />
                {i18n._({ id: 'admin.events.export', message: 'Export' })}
              </a>
            </>
          )}
          <button type="button" className={`btn ${controls.btnSm} btn-outline`} onClick={() => setScreening(true)} data-testid="event-screen">
            <Tv size={16} aria-hidden />
            {i18n._({ id: 'admin.events.bigScreen', message: 'Big Screen' })}
          </button>
          <button type="button" className={`btn ${controls.btnSm} btn-outline`} onClick={() => setCloning(true)} data-testid="clone-event">
            <Copy size={16} aria-hidden />
            {i18n._({ id: 'admin.events.clone', message: 'Clone' })}
          </button>
          {canEdit(event) && (
            <button type="button" className={`btn ${controls.btnSm} btn-outline`} onClick={() => setEditing(true)} data-testid="edit-event">
              <Pencil size={16} aria-hidden />
              {i18n._({ id: 'admin.events.edit', message: 'Edit' })}
            </button>
          )}
          {canStart(event) &&
            (blocker ? (
              <span className={tables.actionWithNote}>
                <button type="button" className={`btn ${controls.btnSm} btn-outline`} disabled aria-describedby={`start-note-${event.id}`} data-testid="start-event">
                  <Play size={16} aria-hidden />
                  {startNow}
                </button>
                <span id={`start-note-${event.id}`} className={`muted small ${tables.actionNote}`} data-testid="start-event-note">
                  {blocker}
                </span>
              </span>
            ) : (
              <ConfirmAction
                trigger={
                  <button type="button" className={`btn ${controls.btnSm} btn-outline`} data-testid="start-event">
                    <Play size={16} aria-hidden />
                    {startNow}
                  </button>
                }
                title={i18n._({ id: 'admin.events.startTitle', message: 'Start this event now?' })}
                description={i18n._({
                  id: 'admin.events.startDescription',
                  message: '{name} becomes active now and runs until {end}: students can scan from this moment.',
                  values: { name: event.name, end: formatDateTime(event.endDate) },
                })}
                confirmLabel={startNow}
                destructive={false}
                onConfirm={start}
              />
            ))}
          {canComplete(event) && (
            <ConfirmAction
              trigger={
                <button type="button" className={`btn ${controls.btnSm} btn-outline`} data-testid="complete-event">
                  <CircleCheck size={16} aria-hidden />
                  {completeLabel}
                </button>
              }
              title={i18n._({ id: 'admin.events.completeTitle', message: 'Complete this event?' })}
              description={i18n._({
                id: 'admin.events.completeDescription',
                message: 'The event is marked completed: scanning stops and its leaderboard becomes visible to everyone, winners included.',
              })}
              confirmLabel={completeLabel}
              destructive={false}
              onConfirm={complete}
            />
          )}
          {event.status === 'completed' && (
            <ConfirmAction
              trigger={
                <button type="button" className={`btn ${controls.btnSm} ${controls.btnDangerOutline}`} data-testid="purge-event">
                  <UserX size={16} aria-hidden />
                  {i18n._({ id: 'admin.events.purge', message: "Erase participants' data" })}
                </button>
              }
              title={i18n._({ id: 'admin.events.purgeTitle', message: "Erase every participant's personal data?" })}
              description={i18n._({
                id: 'admin.events.purgeDescription',
                message:
                  "Every student who collected, answered or tried a code during {name} is erased: account, name, e-mail and everything personal. Organisers are kept. The event's statistics stay, anonymous. This cannot be undone.",
                values: { name: event.name },
              })}
              confirmLabel={i18n._({ id: 'admin.events.purgeConfirm', message: 'Erase' })}
              onConfirm={purge}
            />
          )}
          <ConfirmAction
            trigger={
              <button type="button" className={`btn ${controls.btnSm} ${controls.btnDangerOutline}`} data-testid="delete-event">
                <Trash size={16} aria-hidden />
                {i18n._({ id: 'admin.shared.delete', message: 'Delete' })}
              </button>
            }
            title={i18n._({ id: 'admin.events.deleteTitle', message: 'Delete this event?' })}
            description={i18n._({
              id: 'admin.events.deleteDescription',
              message:
                '{name}, its prize tiers, its own pieces, QR links and questionnaires, and everything played in it (collections, answers, points, Fair Play marks) will be removed. This cannot be undone.',
              values: { name: event.name },
            })}
            confirmLabel={i18n._({ id: 'admin.shared.delete', message: 'Delete' })}
            onConfirm={remove}
          />
        </div>
        {canEdit(event) && <EventDialog open={editing} onOpenChange={setEditing} event={event} />}
        {hasPlay(event) && <LeaderboardDialog open={showingBoard} onOpenChange={setShowingBoard} event={event} />}
        <EventDialog open={cloning} onOpenChange={setCloning} cloneOf={event} />
        <ScreenLinkDialog open={screening} onOpenChange={setScreening} event={event} />
      </td>
    </tr>
  );
}
