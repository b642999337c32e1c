import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  codeTemplateListResponse,
  languageListResponse,
  pidQuery,
  problemDetailResponse,
  problemListQuery,
  problemPageResponse,
  problemTagListResponse,
  randomProblemResponse,
  savedCodeResponse,
  saveCodeBody,
  tagClassificationGroupsResponse,
  tagsOfProblemResponse,
  noDataResponse,
} from '@judge/contract';
import { defineRoute } from '../../../http/route.ts';
import type { ProblemBankService } from './problem-bank.service.ts';

const ojQuery = z.object({ oj: z.string().trim().max(16).optional() });

export function registerProblemRoutes(app: FastifyInstance, bank: ProblemBankService) {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-problem-list',
      access: 'public',
      query: problemListQuery,
      response: problemPageResponse,
    },
    ({ actor, query }) => bank.list(actor, query),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-problem-detail',
      access: 'public',
      query: z.object({
        problemId: z
          .string({ error: 'problemId is required' })
          .trim()
          .min(1, 'problemId is required')
          .max(32),
        gid: z.string().optional(),
      }),
      response: problemDetailResponse,
    },
    ({ actor, query }) => bank.detail(actor, query.problemId),
  );
  defineRoute(
    app,
    { method: 'GET', url: '/api/get-random-problem', access: 'public', response: randomProblemResponse },
    () => bank.random(),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-all-problem-tags',
      access: 'public',
      query: ojQuery,
      response: problemTagListResponse,
    },
    ({ query }) => bank.allTags(query.oj),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-problem-tags-and-classification',
      access: 'public',
      query: ojQuery,
      response: tagClassificationGroupsResponse,
    },
    ({ query }) => bank.tagsByClassification(query.oj),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/languages',
      access: 'public',
      query: z.object({ all: z.string().optional(), pid: z.string().optional() }),
      response: languageListResponse,
    },
    async () => bank.languages(),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-problem-languages',
      access: 'public',
      query: pidQuery,
      response: languageListResponse,
    },
    ({ actor, query }) => bank.problemLanguages(actor, query.pid),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-problem-tags',
      access: 'public',
      query: pidQuery,
      response: tagsOfProblemResponse,
    },
    ({ actor, query }) => bank.problemTags(actor, query.pid),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-problem-code-template',
      access: 'public',
      query: pidQuery,
      response: codeTemplateListResponse,
    },
    ({ actor, query }) => bank.codeTemplates(actor, query.pid),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-problem-code',
      access: 'login',
      query: pidQuery,
      response: savedCodeResponse,
    },
    ({ actor, query }) => bank.savedCode(actor, query.pid),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/save-problem-code',
      access: 'login',
      body: saveCodeBody,
      query: z.object({
        lang: z.string({ error: 'lang is required' }).trim().min(1, 'lang is required').max(64),
      }),
      response: noDataResponse,
    },
    async ({ actor, body, query }) => {
      await bank.saveCode(actor, body.pid, body.code, query.lang);
    },
  );
}
