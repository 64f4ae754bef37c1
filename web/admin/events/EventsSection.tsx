import { useState } from 'react';
import { Archive, CircleCheck, Copy, Pencil, Play, Plus, Radio, Trash, Trophy, Tv, UserX } from 'lucide-react';
import type { EventDto } from '../../../core/admin';
import { API } from '../../../core/apiPaths';
import { ADMIN_API } from '../../../core/adminPaths';
import { ofEvent } from '../../../core/idPaths';
import { purgeSummary } from '../../../core/erasure';
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

const STATUS_BADGE: Record<EventDto['status'], string | undefined> = {
  scheduled: controls.badgeMuted,
  active: 'badge-success',
  completed: 'badge-accent',
};

export default function EventsSection() {
  const { events, error, isLoading } = useAdminEvents();
  const [creating, setCreating] = useState(false);
  const [leaderboard, setLeaderboard] = useState(false);
  const active = events?.find((event) => event.status === 'active');

  return (
    <div className={`card ${panel.adminPanel}`}>
      <div className={panel.panelToolbar}>
        <p className="muted small">
          One event is active at a time. A scheduled event starts at its start date, or now with Start Now; completing it publishes the results.
        </p>
        <div className={panel.toolbarButtons}>
          <button type="button" className="btn btn-outline" onClick={() => setLeaderboard(true)} data-testid="view-leaderboard">
            <Trophy size={18} aria-hidden />
            View Leaderboard
          </button>
          <a className="btn btn-outline" href={ADMIN_API.exportData} download data-testid="export-all-data">
            <Archive size={18} aria-hidden />
            Export All Data
          </a>
          <button type="button" className="btn btn-primary" onClick={() => setCreating(true)} data-testid="create-event">
            <Plus size={18} aria-hidden />
            Create Event
          </button>
        </div>
      </div>
      <AdminTable
        isLoading={isLoading}
        error={error}
        what="events"
        rowCount={events?.length}
        columns={['Name/description', 'Status', 'Dates', 'Prize Tiers', 'Actions']}
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
      success: (started) => ({ title: 'Event Started', description: `${event.name} is live until ${formatDateTime(started?.endDate ?? event.endDate)}` }),
      failure: 'Start Failed',
      fallback: 'Failed to start event',
      revalidate: touched,
      participantKeys: [API.leaderboard],
    });
  }

  function complete() {
    void perform(() => adminApi.completeEvent(event.id), {
      success: { title: 'Event Completed', description: `${event.name}: the leaderboard is now published` },
      failure: 'Completion Failed',
      fallback: 'Failed to complete event',
      revalidate: touched,
      participantKeys: [API.leaderboard],
    });
  }

  function purge() {
    void perform(() => adminApi.purgeEvent(event.id), {
      success: (result) => ({
        title: 'Participants Erased',
        description: purgeSummary(event.name, result),
      }),
      failure: 'Erasure Failed',
      fallback: "Failed to erase the participants' data",
      revalidate: ERASED_USER_KEYS,
      participantKeys: [API.leaderboard],
    });
  }

  function remove() {
    void perform(() => adminApi.deleteEvent(event.id), {
      success: { title: 'Event Deleted', description: event.name },
      failure: 'Deletion Failed',
      fallback: 'Failed to delete event',
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
            {event.status}
          </span>
          {live && (
            <span className="badge badge-live" data-testid="event-live" title="Active and within its dates: students can scan now">
              <Radio size={14} aria-hidden />
              Live
            </span>
          )}
        </span>
      </td>
      <td className={`small ${tables.nowrap}`}>
        {formatDateTime(event.startDate)}
        <span className={`muted ${tables.cellSub}`}>to {formatDateTime(event.endDate)}</span>
      </td>
      <td>{event.prizeTiers.length}</td>
      <td>
        <div className={tables.rowActions}>
          {hasPlay(event) && (
            <>
              <button type="button" className={`btn ${controls.btnSm} btn-outline`} onClick={() => setShowingBoard(true)} data-testid="event-board">
                <Trophy size={16} aria-hidden />
                Board
              </button>
              <a className={`btn ${controls.btnSm} btn-outline`} href={ofEvent(ADMIN_API.exportData, event.id)} download data-testid="event-export">
                <Archive size={16} aria-hidden />
                Export
              </a>
            </>
          )}
          <button type="button" className={`btn ${controls.btnSm} btn-outline`} onClick={() => setScreening(true)} data-testid="event-screen">
            <Tv size={16} aria-hidden />
            Big Screen
          </button>
          <button type="button" className={`btn ${controls.btnSm} btn-outline`} onClick={() => setCloning(true)} data-testid="clone-event">
            <Copy size={16} aria-hidden />
            Clone
          </button>
          {canEdit(event) && (
            <button type="button" className={`btn ${controls.btnSm} btn-outline`} onClick={() => setEditing(true)} data-testid="edit-event">
              <Pencil size={16} aria-hidden />
              Edit
            </button>
          )}
          {canStart(event) &&
            (blocker ? (
              <span className={tables.actionWithNote}>
                <button type="button" className={`btn ${controls.btnSm} btn-outline`} disabled aria-describedby={`start-note-${event.id}`} data-testid="start-event">
                  <Play size={16} aria-hidden />
                  Start Now
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
                    Start Now
                  </button>
                }
                title="Start this event now?"
                description={`${event.name} becomes active now and runs until ${formatDateTime(event.endDate)}: students can scan from this moment.`}
                confirmLabel="Start Now"
                destructive={false}
                onConfirm={start}
              />
            ))}
          {canComplete(event) && (
            <ConfirmAction
              trigger={
                <button type="button" className={`btn ${controls.btnSm} btn-outline`} data-testid="complete-event">
                  <CircleCheck size={16} aria-hidden />
                  Complete
                </button>
              }
              title="Complete this event?"
              description="The event is marked completed: scanning stops and its leaderboard becomes visible to everyone, winners included."
              confirmLabel="Complete"
              destructive={false}
              onConfirm={complete}
            />
          )}
          {event.status === 'completed' && (
            <ConfirmAction
              trigger={
                <button type="button" className={`btn ${controls.btnSm} ${controls.btnDangerOutline}`} data-testid="purge-event">
                  <UserX size={16} aria-hidden />
                  Erase participants' data
                </button>
              }
              title="Erase every participant's personal data?"
              description={`Every student who collected, answered or tried a code during ${event.name} is erased: account, name, e-mail and everything personal. Organisers are kept. The event's statistics stay, anonymous. This cannot be undone.`}
              confirmLabel="Erase"
              onConfirm={purge}
            />
          )}
          <ConfirmAction
            trigger={
              <button type="button" className={`btn ${controls.btnSm} ${controls.btnDangerOutline}`} data-testid="delete-event">
                <Trash size={16} aria-hidden />
                Delete
              </button>
            }
            title="Delete this event?"
            description={`${event.name}, its prize tiers, its own pieces, QR links and questionnaires, and everything played in it (collections, answers, points, Fair Play marks) will be removed. This cannot be undone.`}
            confirmLabel="Delete"
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
