#!/usr/bin/env python3
"""Checks the translated message catalogues against the English one.

For each of de, fr, hu (src/messages/ftl/<code>.ftl) against en.ftl:

- the same message ids (missing and extra ones are reported), none defined twice;
- per message, exactly the same set of `$variables` (none missing, none extra);
- every select expression (`{ $n -> ... }`) has exactly one default variant `*[...]`, and the
  braces of every message balance;
- slash-command names (`cmd-...` ids that do not end in `-desc` and do not contain `-choice-`)
  are lowercase, match ^[-_\\w]{1,32}$, and `calcada` / `calcada-admin` keep their names;
- no two subcommands of one command, and no two options of one command, share a name;
- descriptions (`...-desc`) and choices (`...-choice-N`) are 1 to 100 characters;
- the language names (`language-name`, the language choices) are the same endonyms as in English.

Standard library only. Run from anywhere: python3 docs/translation-check.py [FTL_DIR]
(FTL_DIR defaults to src/messages/ftl of this repository). Exit status 0 when no problem is
found, 1 otherwise.
"""

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FTL = ROOT / "src" / "messages" / "ftl"
LANGS = ["de", "fr", "hu"]

MESSAGE_START = re.compile(r"^([a-zA-Z][a-zA-Z0-9_-]*)\s*=\s?(.*)$")
VARIABLE = re.compile(r"\$([a-zA-Z][a-zA-Z0-9_-]*)")
COMMAND_NAME = re.compile(r"^[-_\w]{1,32}$")
KEEP_NAMES = {"cmd-calcada": "calcada", "cmd-calcada-admin": "calcada-admin"}


def parse(path):
    """The messages of a .ftl file, in order: [(id, value, line number)], plus problems."""
    messages, problems = [], []
    current = None
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.startswith("#"):
            current = None
            continue
        if not line.strip():
            # A blank line inside a multi-line value belongs to it; it never matters here.
            continue
        # Indented lines continue a value; so does a line starting with `}` (Fluent allows the
        # closing brace of a select expression at the start of a line).
        if line[0] in " \t}":
            if current is None:
                problems.append(f"line {number}: indented text outside any message")
            else:
                current[1].append(line)
            continue
        m = MESSAGE_START.match(line)
        if not m:
            problems.append(f"line {number}: not a message, comment or continuation: {line!r}")
            current = None
            continue
        current = (m.group(1), [m.group(2)], number)
        messages.append(current)
    out = []
    for key, lines, number in messages:
        value = normalise(lines)
        out.append((key, value, number))
    return out, problems


def normalise(lines):
    """A message value as Fluent sees it: first line, then the block with common indent removed."""
    first, rest = lines[0], lines[1:]
    if not rest:
        return first.strip()
    indented = [l for l in rest if l.strip() and l[0] == " "]
    indent = min((len(l) - len(l.lstrip(" ")) for l in indented), default=0)
    block = [l[indent:] if l[0] == " " else l for l in rest]
    if first.strip():
        return "\n".join([first.strip()] + block)
    return "\n".join(block)


def variables(value):
    return set(VARIABLE.findall(value))


def syntax_problems(value):
    """Unbalanced braces, unterminated strings, select expressions without exactly one default."""
    problems = []
    depth = 0
    selects = []  # [brace depth of the select, defaults seen]
    i = 0
    in_string = False
    while i < len(value):
        c = value[i]
        if in_string:
            if c == "\\":
                i += 2
                continue
            if c == '"':
                in_string = False
            elif c == "\n":
                problems.append("a string literal runs past the end of a line")
                in_string = False
            i += 1
            continue
        if c == "{":
            depth += 1
        elif c == "}":
            if selects and selects[-1][0] == depth:
                d, defaults = selects.pop()
                if defaults != 1:
                    problems.append(
                        f"a select expression has {defaults} default variants (`*[...]`), "
                        "it needs exactly one"
                    )
            depth -= 1
            if depth < 0:
                problems.append("a `}` closes nothing")
                depth = 0
        elif c == '"' and depth > 0:
            in_string = True
        elif value.startswith("->", i) and depth > 0:
            selects.append([depth, 0])
            i += 2
            continue
        elif value.startswith("*[", i) and selects and selects[-1][0] == depth:
            selects[-1][1] += 1
        i += 1
    if in_string:
        problems.append("an unterminated string literal")
    if depth != 0:
        problems.append(f"{depth} `{{` left open")
    if selects:
        problems.append("a select expression is never closed")
    return problems


def is_command_name(key):
    return key.startswith("cmd-") and not key.endswith("-desc") and "-choice-" not in key


def command_tree(english):
    """For each command-name key: (kind, parent key) from the English names.

    A top-level command's key is `cmd-<name>`; a subcommand's is `<parent key>-<name>`; an
    option's is `<command key>--<name>`. Which one a key is follows from its English name.
    """
    names = {k: v for k, v in english.items() if is_command_name(k)}
    tree = {}
    for key, name in names.items():
        if "--" in key:
            parent, _, option = key.partition("--")
            tree[key] = ("option", parent)
        elif key == f"cmd-{name}":
            tree[key] = ("command", None)
        elif key.endswith(f"-{name}") and key[: -len(name) - 1] in names:
            tree[key] = ("subcommand", key[: -len(name) - 1])
        else:
            tree[key] = ("unknown", None)
    return tree


def check(lang, english, english_order):
    path = FTL / f"{lang}.ftl"
    problems = []
    if not path.exists():
        return [f"{path} does not exist"]
    parsed, parse_problems = parse(path)
    problems += parse_problems
    ours = {}
    order = []
    for key, value, number in parsed:
        if key in ours:
            problems.append(f"{key} (line {number}): defined twice")
        ours[key] = value
        order.append(key)

    missing = [k for k in english_order if k not in ours]
    extra = [k for k in order if k not in english]
    for k in missing:
        problems.append(f"{k}: missing")
    for k in extra:
        problems.append(f"{k}: not in en.ftl (extra)")
    common_order = [k for k in order if k in english]
    english_common = [k for k in english_order if k in ours]
    if common_order != english_common:
        first = next(i for i, (a, b) in enumerate(zip(common_order, english_common)) if a != b)
        problems.append(
            f"order differs from en.ftl from {common_order[first]} on (en has {english_common[first]})"
        )

    for key in english_order:
        if key not in ours:
            continue
        value, en_value = ours[key], english[key]
        if not value.strip():
            problems.append(f"{key}: empty value")
        ours_vars, en_vars = variables(value), variables(en_value)
        if ours_vars != en_vars:
            lacking = sorted(en_vars - ours_vars)
            unknown = sorted(ours_vars - en_vars)
            detail = []
            if lacking:
                detail.append("missing " + ", ".join("$" + v for v in lacking))
            if unknown:
                detail.append("extra " + ", ".join("$" + v for v in unknown))
            problems.append(f"{key}: variables differ ({'; '.join(detail)})")
        for p in syntax_problems(value):
            problems.append(f"{key}: {p}")

    # Slash commands.
    tree = command_tree(english)
    for key, (kind, _) in tree.items():
        if kind == "unknown":
            problems.append(f"{key}: cannot tell from en.ftl which command it belongs to")
    siblings = {}
    for key, (kind, parent) in tree.items():
        if key not in ours:
            continue
        name = ours[key]
        if key in KEEP_NAMES and name != KEEP_NAMES[key]:
            problems.append(f"{key}: must stay {KEEP_NAMES[key]!r}, not {name!r}")
        if not COMMAND_NAME.match(name):
            problems.append(f"{key}: {name!r} is not a valid command name (^[-_\\w]{{1,32}}$)")
        if name != name.lower():
            problems.append(f"{key}: {name!r} is not lowercase")
        group = ("options of", parent) if kind == "option" else ("commands under", parent)
        siblings.setdefault(group, []).append((name, key))
    for (what, parent), names in siblings.items():
        seen = {}
        for name, key in names:
            if name in seen:
                problems.append(
                    f"{key} and {seen[name]}: two {what} {parent or 'the top level'} are named {name!r}"
                )
            seen[name] = key
    for key, value in ours.items():
        if key.startswith("cmd-") and (key.endswith("-desc") or "-choice-" in key):
            n = len(value)
            if not 1 <= n <= 100:
                problems.append(f"{key}: {n} characters (1 to 100 allowed)")

    # Endonyms stay.
    for key in english:
        if key == "language-name" or re.search(r"--language-choice-\d+$", key):
            if key in ours and ours[key] != english[key]:
                problems.append(f"{key}: the language names must stay the languages' own names")
    return problems


def main():
    global FTL
    if len(sys.argv) > 1:
        FTL = Path(sys.argv[1])
    english_parsed, en_problems = parse(FTL / "en.ftl")
    if en_problems:
        for p in en_problems:
            print(f"en: {p}")
    english = {k: v for k, v, _ in english_parsed}
    english_order = [k for k, _, _ in english_parsed]
    total = 0
    for lang in LANGS:
        problems = check(lang, english, english_order)
        total += len(problems)
        if problems:
            print(f"{lang}: {len(problems)} problem(s)")
            for p in problems:
                print(f"  {lang}: {p}")
        else:
            print(f"{lang}: OK ({len(english)} messages, same ids and variables as en.ftl)")
    if total:
        print(f"{total} problem(s) in all")
        return 1
    print("No problems.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
