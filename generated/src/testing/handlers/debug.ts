// Hand-written: edit it here; the generator never writes this file.
import type { Area } from './kit.js';
import { checkForChanges } from './vcsRootInstances.js';
import { investigations, vcsRootInstances } from './kinds.js';
import { listOf, requestLocator } from './kit.js';

export const debugArea: Area = {
  handlers: {
    'debug.get_raw_investigations': (ctx) => listOf(investigations, ctx, null),
    'debug.schedule_checking_for_changes': (ctx) => {
      checkForChanges(ctx);
      return listOf(vcsRootInstances, ctx, requestLocator(ctx));
    },
  },
  reads: {
    'debug.schedule_checking_for_changes': ['locator', 'requestor'],
  },
  notSimulated: [
    'debug.delete_current_remember_me',
    'debug.new_remember_me',
    'debug.empty_task',
    'debug.execute_db_query',
    'debug.list_db_tables',
    'debug.get_build_chain_optimization_log',
    'debug.get_cached_build_promotions',
    'debug.get_cached_build_promotions_stats',
    'debug.get_cached_builds_stat',
    'debug.get_current_session',
    'debug.invalidate_current_session',
    'debug.get_current_session_max_inactive_interval',
    'debug.set_current_session_max_inactive_interval',
    'debug.get_current_user_permissions',
    'debug.get_date',
    'debug.get_diagnostics_perf_stats',
    'debug.get_environment_variables',
    'debug.get_system_properties',
    'debug.get_hashed',
    'debug.get_scrambled',
    'debug.get_unscrambled',
    'debug.get_ip_address',
    'debug.get_request_details',
    'debug.post_request_details',
    'debug.put_request_details',
    'debug.get_sessions',
    'debug.get_thread_dump',
    'debug.get_thread_interrupted',
    'debug.interrupt_thread',
    'debug.save_memory_dump',
  ],
};
