#!/usr/bin/env python3
"""Writes release-1.tokens.json and release-2.tokens.json: two releases of a publisher shaped like Adobe Spectrum's
(flat, dash-separated names, a uuid for every token in `$extensions`), made from `../dtcg-releases/release-1`.

Run it from this folder after changing it; the files it writes are committed and reviewed like code.

Release 1 adds component gaps and a small spacing step to the base, and leaves three tokens without a uuid.
Release 2, against release 1:
- adds `accessory-gap-extra-large` (the old import named it spacing `extra-large`, which
  `tab-item-gap-extra-large` had) and `gap-small` (whose step name `small` `spacing-small` has);
- renames with an id: `focus-indicator-thickness` → `focus-ring-thickness` (same value),
  `notice-visual-color` → `notice-indicator-color` (its light value changes too);
- renames without an id: `celery-1400` → `celery-1450` (same value: alike names, a rename),
  `celery-1300` → `celery-1350` (new value: a removal and an addition);
- removes `indicator-ring-expanded-thickness` and adds `stack-item-minimum-height` of the same
  value, names 0.2 alike: no rename;
- adds `accent-background-color-legacy`, deprecated from the start;
- backfills the uuid of `gray-25`; describes `gray-50`.
"""
import json
import uuid

VENDOR = "com.example.publisher"


def token_id(name):
    return str(uuid.uuid5(uuid.NAMESPACE_URL, "https://example.com/tokens/" + name))


def with_id(token, name):
    token = dict(token)
    extensions = dict(token.get("$extensions", {}))
    extensions[VENDOR] = {"uuid": token_id(name)}
    token["$extensions"] = extensions
    return token


def px(value):
    return {"$type": "dimension", "$value": {"value": value, "unit": "px"}}


with open("../dtcg-releases/release-1.tokens.json", encoding="utf-8") as file:
    base = json.load(file)

# Release 1
one = dict(base)
one["tab-item-gap-extra-large"] = px(10)
one["tab-item-gap-medium"] = px(6)
one["spacing-small"] = px(4)
one["indicator-ring-expanded-thickness"] = px(13)
without_id = {"gray-25", "celery-1300", "celery-1400", "indicator-ring-expanded-thickness"}
release1 = {name: (token if name in without_id else with_id(token, name)) for name, token in one.items()}

# Release 2
release2 = {}
for name, token in release1.items():
    if name == "focus-indicator-thickness":
        release2["focus-ring-thickness"] = token
    elif name == "notice-visual-color":
        changed = json.loads(json.dumps(token))
        changed["$value"] = "{notice-color-900}"
        changed["$extensions"]["mode"]["light"] = "{notice-color-900}"
        release2["notice-indicator-color"] = changed
    elif name == "celery-1400":
        release2["celery-1450"] = token
    elif name == "celery-1300":
        release2["celery-1350"] = {"$type": "color", "$value": "#3a7510"}
    elif name == "indicator-ring-expanded-thickness":
        continue
    elif name == "gray-25":
        release2[name] = with_id(token, name)
    elif name == "gray-50":
        release2[name] = dict(token, **{"$description": "The page background in light themes."})
    else:
        release2[name] = token
release2["accessory-gap-extra-large"] = with_id(px(8), "accessory-gap-extra-large")
release2["gap-small"] = with_id(px(4), "gap-small")
release2["stack-item-minimum-height"] = px(13)
release2["accent-background-color-legacy"] = with_id(
    {"$type": "color", "$value": "{accent-color-900}", "$deprecated": "Use accent-background-color-default."},
    "accent-background-color-legacy")

for number, release in [(1, release1), (2, release2)]:
    with open(f"release-{number}.tokens.json", "w", encoding="utf-8") as file:
        json.dump(release, file, indent=2, ensure_ascii=False)
        file.write("\n")
