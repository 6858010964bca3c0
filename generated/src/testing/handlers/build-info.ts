// Hand-written: edit it here; the generator never writes this file.
// A build's pin info (who pinned it, when and why) and its VCS labels.
import type { Area } from './kit.js';
import { badRequest } from '../model/errors.js';
import { findOne } from '../model/finder.js';
import { fieldsAt } from '../model/fields.js';
import { builds, vcsRootInstances } from './kinds.js';
import { asks, bodyObject, editBuild, member, one, shortForm, withoutEmptyItems, type Context } from './kit.js';
import type { Build, PinInfo, VcsLabel, VcsLabels, VcsRootInstance } from '../../models.js';
import type { KeptLabel, Stored } from '../model/store.js';
import { pin } from './builds.js';

/** PinInfo (a BooleanStatus): the status, and the comment of the last pin or unpin of a finished build. */
function pinInfo(b: Stored<Build>): PinInfo {
  const comment = b.state === 'finished' ? b._pinComment : undefined;
  return { status: b.pinned === true, ...(comment ? { comment } : {}) };
}

const labelsOf = (b: Stored<Build>): KeptLabel[] => b._vcsLabels ?? [];

/** The VCS root instances of the build's configuration: those of its attached VCS roots. */
function rootsOf(ctx: Context, b: Stored<Build>): Stored<VcsRootInstance>[] {
  const bt = ctx.state.buildTypes.get(String(b.buildTypeId));
  const entries = bt?.['vcs-root-entries']?.['vcs-root-entry'] ?? [];
  const roots = new Set(entries.map((r) => String(r.id)));
  return ctx.state.vcsRootInstances.all().filter((i) => roots.has(String(i['vcs-root-id'])));
}

/**
 * VcsLabels: `count` always, `vcsLabel` unless empty; each label's text, status and build id, its VCS root instance
 * only when `fields` names it (VcsLabel's `isIncluded(..., false, false)`). The fake has no VCS to label: a label
 * it is asked for is set.
 */
function labelsReply(ctx: Context, labels: KeptLabel[]): VcsLabels {
  const spec = fieldsAt(ctx.fields, ['vcsLabel']);
  const withRoot = asks(spec, 'vcs-root-instance');
  const vcsLabel = labels.map((l): VcsLabel => {
    const instance = withRoot ? ctx.state.vcsRootInstances.get(l.instanceId) : undefined;
    return {
      text: l.text,
      status: 'SUCCESSFUL_SET',
      buildId: l.buildId,
      ...(instance ? { 'vcs-root-instance': shortForm(vcsRootInstances, instance, ctx) } : {}),
    };
  });
  return withoutEmptyItems({ count: vcsLabel.length, vcsLabel }, 'vcsLabel', fieldsAt(ctx.fields, []));
}

export const buildInfoArea: Area = {
  handlers: {
    'builds.get_build_pin_info': (ctx) => pinInfo(one(builds, ctx)),
    'builds.set_build_pin_info': (ctx) => {
      const body = bodyObject(ctx);
      if (typeof body.status !== 'boolean') throw badRequest('Pin status should be specified in the payload');
      const text = member(body.comment, 'text');
      if (text !== undefined && typeof text !== 'string')
        throw badRequest("The pin comment's 'text' must be a string.");
      const b = one(builds, ctx);
      pin(ctx, b, body.status, text);
      return pinInfo(ctx.state.builds.get(Number(b.id))!);
    },
    'builds.get_build_vcs_labels': (ctx) => labelsReply(ctx, labelsOf(one(builds, ctx))),
    // BuildRequest.setVcsLabel: the label on the instance the locator finds, else on every root of the build; the
    // answer lists the build's labels with that text.
    'builds.add_build_vcs_label': (ctx) => {
      const text = typeof ctx.body === 'string' ? ctx.body : '';
      if (!text) throw badRequest('Label can not empty.');
      const b = editBuild(ctx, one(builds, ctx));
      const locator = ctx.query.get('locator');
      const roots = locator === null ? rootsOf(ctx, b) : [findOne(ctx.find.vcsRootInstance, locator)];
      const labels = labelsOf(b).filter((l) => !(l.text === text && roots.some((r) => String(r.id) === l.instanceId)));
      for (const r of roots) labels.push({ text, buildId: Number(b.id), instanceId: String(r.id) });
      b._vcsLabels = labels;
      return labelsReply(
        ctx,
        labels.filter((l) => l.text === text),
      );
    },
  },
  reads: { 'builds.add_build_vcs_label': ['locator'] },
  notSimulated: [],
};
