import { useState } from 'react';
import type { FormInstance } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminProblemsApi, type ProblemTag } from '../../../api/admin-problems';
import { ApiError } from '../../../api/request';
import { toast } from '../../../components/feedback';
import {
  formFieldOfServerError,
  messageWithoutField,
  toSaveBody,
  type ProblemFormValues,
} from './problem-form';
import type { ProblemFormMode, ProblemFormTarget } from './problem-form-targets';

/**
 * The problem form's save: the form's own checks, the special code compiled, stored cases sent again when they
 * must be, the target's call, and a server refusal shown at its field.
 */
export function useProblemSave({
  form,
  mode,
  target,
  sourcePid,
  casesChanged,
  uploadTestcaseDir,
  specialCompiled,
  knownTags,
}: {
  form: FormInstance<ProblemFormValues>;
  mode: ProblemFormMode;
  target: ProblemFormTarget;
  /** The problem edited or copied. */
  sourcePid: number | undefined;
  casesChanged: boolean;
  /** Key of a zip uploaded in this session. */
  uploadTestcaseDir: string | undefined;
  specialCompiled: boolean;
  knownTags: ProblemTag[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);

  /** Stored uploaded files are sent again under a fresh key: a copy or a score change needs one. */
  const reuploadStoredCases = async (pid: number) => {
    const { blob } = await adminProblemsApi.downloadTestcases(pid);
    return (await adminProblemsApi.uploadTestcaseZip(blob, `problem-${pid}-testcases.zip`)).fileListDir;
  };

  const showServerError = (error: ApiError, values: ProblemFormValues) => {
    const field = (error.data as { field?: string } | null)?.field;
    const name = formFieldOfServerError(field, values);
    if (name) {
      // The mapped path is one of the form's own (checked by formFieldOfServerError's tests).
      const path = name as Parameters<typeof form.scrollToField>[0];
      form.setFields([{ name: path, errors: [messageWithoutField(error.message, field)] }]);
      form.scrollToField(path, { behavior: 'smooth', block: 'center' });
    }
    toast.error(error.message);
  };

  const save = async () => {
    let values: ProblemFormValues;
    try {
      await form.validateFields();
      values = form.getFieldsValue(true) as ProblemFormValues;
    } catch {
      // antd marks the fields; bring the first one into view.
      const first = form.getFieldsError().find((field) => field.errors.length)?.name;
      if (first) form.scrollToField(first, { behavior: 'smooth', block: 'center' });
      return;
    }
    if (values.judgeMode !== 'default' && !specialCompiled) {
      form.setFields([{ name: 'spjCode', errors: [t('adminProblem.compileRequired')] }]);
      form.scrollToField('spjCode', { behavior: 'smooth', block: 'center' });
      toast.error(t('adminProblem.compileRequired'));
      return;
    }
    setSaving(true);
    try {
      let dir = uploadTestcaseDir;
      if (casesChanged && values.caseSource === 'upload' && !dir) {
        if (sourcePid === undefined) {
          toast.error(t('adminProblem.casesRequired'));
          return;
        }
        dir = await reuploadStoredCases(sourcePid);
      }
      const body = toSaveBody(values, { changeCases: casesChanged, uploadTestcaseDir: dir, knownTags });
      await target.save({ mode, pid: sourcePid, body, values });
      if (mode === 'edit') toast.success(t('adminProblem.updateSuccess'));
      else toast.success(mode === 'copy' ? t('adminProblem.copySuccess') : t('adminProblem.createSuccess'));
      for (const queryKey of target.listKeys) await queryClient.invalidateQueries({ queryKey });
      navigate(target.listPath);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') showServerError(error, values);
    } finally {
      setSaving(false);
    }
  };

  return { saving, save };
}
