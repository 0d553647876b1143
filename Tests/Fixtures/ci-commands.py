#!/usr/bin/env python3
"""Print the dsysctl commands a CI file of Examples/ci/ runs, as the tests run them.

Usage: python3 Tests/Fixtures/ci-commands.py FILE.yml

Prints ONE JSON object to stdout:

    {"environment": ["NAME", …],
     "jobs": {"JOB": [{"command": "dsysctl …", "environment": ["NAME", …]}, …], …}}

the file's own variables first, then each job's commands in their order, each with the variables its step or job
sets.

- GitHub Actions (a file with `jobs:`): each step's `run:` whose every line is a dsysctl command, with the names the
  step's and the job's `env:` give; the file's are the workflow's `env:`.
- GitLab CI (any other file): each `script:` line of a job that is a dsysctl command, with the names the job's
  `variables:` give; the file's are its top-level `variables:`.

A command is a line that starts with `dsysctl `. Exit status 0 when the file was read, 1 when it is not YAML or holds
no dsysctl command, 64 on bad usage.
"""
import json
import sys

import yaml


def commands(lines):
    return [line.strip() for line in lines if line.strip().startswith("dsysctl ")]


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 64
    with open(sys.argv[1], encoding="utf-8") as file:
        document = yaml.safe_load(file)
    result = {}
    if "jobs" in document:
        environment = sorted((document.get("env") or {}).keys())
        for name, job in document["jobs"].items():
            job_environment = set((job.get("env") or {}).keys())
            entries = []
            for step in job.get("steps") or []:
                lines = [line for line in str(step.get("run", "")).splitlines() if line.strip()]
                found = commands(lines)
                if lines and len(found) == len(lines):
                    names = sorted(job_environment | set((step.get("env") or {}).keys()))
                    entries += [{"command": command, "environment": names} for command in found]
            if entries:
                result[name] = entries
    else:
        environment = sorted((document.get("variables") or {}).keys())
        for name, job in document.items():
            if not isinstance(job, dict) or "script" not in job:
                continue
            names = sorted((job.get("variables") or {}).keys())
            found = commands(job["script"])
            if found:
                result[name] = [{"command": command, "environment": names} for command in found]
    if not result:
        print(f"{sys.argv[1]}: no dsysctl command", file=sys.stderr)
        return 1
    json.dump({"environment": environment, "jobs": result}, sys.stdout, indent=2)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
