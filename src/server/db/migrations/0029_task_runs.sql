ALTER TABLE "job_runs" RENAME TO "task_runs";
