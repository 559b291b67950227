import { can } from '../../../lib/can';
import { useCurrentUser } from '../../users/api/current-user';

/**
 * Who may change a project's pre-construction (server rule: project-access projectFor): administrators,
 * the design office and salespeople; grid operators read only. The server decides per project.
 */
export function useCanEditProject(): boolean {
  const { data: me } = useCurrentUser();
  return can(me, 'project.write');
}
