import { bind, reply } from '@/server/http/dispatch';
import { reportingMessages as M } from '../messages';
import { downloadIssueReport } from './download-issue-report';
import { findIssueReport } from './find-issue-report';
import { getIssue, updateIssue } from './issue-detail';
import { createLearnerIssue, findLearnerIssues } from './learner-issues';
import { reportingApi } from '../api';
import { downloadCheckpointLearners, downloadCheckpointReport } from './download-checkpoint-report';
import { findCheckpointLearners } from './find-checkpoint-learners';
import { findCheckpointReport } from './find-checkpoint-report';
import { getCheckpointReport } from './get-checkpoint-report';
import { downloadCourseLearners, downloadCourseReport } from './download-course-report';
import { findCourseLearners } from './find-course-learners';
import { findCourseReport } from './find-course-report';
import { getCourseReport } from './get-course-report';
import { downloadWebinarLearners, downloadWebinarReport } from './download-webinar-report';
import { findWebinarLearners } from './find-webinar-learners';
import { findWebinarReport } from './find-webinar-report';
import { getWebinarReport } from './get-webinar-report';
import { downloadProgramLearners, downloadProgramReport } from './download-program-report';
import { findProgramLearners } from './find-program-learners';
import { findProgramReport } from './find-program-report';
import { getProgramReport } from './get-program-report';

export const reportingEndpoints = bind(reportingApi, {
  courseList: ({ caller, query }) => findCourseReport({ db: caller.db, organizationId: caller.organizationId, query }),
  courseDownload: ({ caller, query }) => downloadCourseReport({ db: caller.db, organizationId: caller.organizationId, query }),
  courseDetail: ({ caller, params, query }) => getCourseReport({ db: caller.db, organizationId: caller.organizationId, id: params.id, query }),
  courseLearners: ({ caller, params, query }) => findCourseLearners({ db: caller.db, organizationId: caller.organizationId, id: params.id, query }),
  courseLearnersDownload: ({ caller, params, query }) => downloadCourseLearners({ db: caller.db, organizationId: caller.organizationId, id: params.id, query }),
  checkpointList: ({ caller, query }) => findCheckpointReport({ db: caller.db, organizationId: caller.organizationId, query }),
  checkpointDownload: ({ caller, query }) => downloadCheckpointReport({ db: caller.db, organizationId: caller.organizationId, query }),
  checkpointDetail: ({ caller, params, query }) => getCheckpointReport({ db: caller.db, organizationId: caller.organizationId, id: params.id, query }),
  checkpointLearners: ({ caller, params, query }) => findCheckpointLearners({ db: caller.db, organizationId: caller.organizationId, id: params.id, query }),
  checkpointLearnersDownload: ({ caller, params, query }) =>
    downloadCheckpointLearners({ db: caller.db, organizationId: caller.organizationId, id: params.id, query }),
  webinarList: ({ caller, query }) => findWebinarReport({ db: caller.db, organizationId: caller.organizationId, query }),
  webinarDownload: ({ caller, query }) => downloadWebinarReport({ db: caller.db, organizationId: caller.organizationId, query }),
  webinarDetail: ({ caller, params, query }) => getWebinarReport({ db: caller.db, organizationId: caller.organizationId, id: params.id, query }),
  webinarLearners: ({ caller, params, query }) => findWebinarLearners({ db: caller.db, organizationId: caller.organizationId, id: params.id, query }),
  webinarLearnersDownload: ({ caller, params, query }) =>
    downloadWebinarLearners({ db: caller.db, organizationId: caller.organizationId, id: params.id, query }),
  programList: ({ caller, query }) => findProgramReport({ db: caller.db, organizationId: caller.organizationId, query }),
  programDownload: ({ caller, query }) => downloadProgramReport({ db: caller.db, organizationId: caller.organizationId, query }),
  programDetail: ({ caller, params, query }) => getProgramReport({ db: caller.db, organizationId: caller.organizationId, id: params.id, query }),
  programLearners: ({ caller, params, query }) => findProgramLearners({ db: caller.db, organizationId: caller.organizationId, id: params.id, query }),
  programLearnersDownload: ({ caller, params, query }) =>
    downloadProgramLearners({ db: caller.db, organizationId: caller.organizationId, id: params.id, query }),
  issueList: ({ caller, query }) => findIssueReport({ db: caller.db, organizationId: caller.organizationId, query }),
  issueDownload: ({ caller, query }) => downloadIssueReport({ db: caller.db, organizationId: caller.organizationId, query }),
  issueDetail: ({ caller, params }) => getIssue({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
  issueUpdate: async ({ caller, params, body }) => reply(await updateIssue({ ...caller, id: params.id, input: body }), M.issueUpdated),
  learnerIssueCreate: async ({ caller, body }) => reply(await createLearnerIssue({ ...caller, input: body }), M.issueCreated, 201),
  learnerIssues: ({ caller, query }) => findLearnerIssues({ db: caller.db, organizationId: caller.organizationId, userId: caller.userId, query }),
});
