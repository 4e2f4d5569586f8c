-- Ritual: CompleteHabit habit=Say "hi" it's $HOME; #1 {a,b} 100% 🧘
hl.bind("SUPER + ALT + m", hl.dsp.exec_cmd("'/opt/my tools/ritual' hotkeys fire super-alt-m"), {description = "Ritual: CompleteHabit habit=Say \"hi\" it's $HOME; #1 {a,b} 100% 🧘"})

-- Ritual: NextDay
hl.bind("CTRL + SHIFT + F5", hl.dsp.exec_cmd("'/opt/my tools/ritual' hotkeys fire ctrl-shift-f5"), {description = "Ritual: NextDay"})

-- Ritual: PreviousDay
hl.bind("SUPER + bracketleft", hl.dsp.exec_cmd("'/opt/my tools/ritual' hotkeys fire super-bracketleft"), {description = "Ritual: PreviousDay"})

-- Ritual: LogHabitValue habit=Water value=2
hl.bind("ALT + Return", hl.dsp.exec_cmd("'/opt/my tools/ritual' hotkeys fire alt-enter"), {description = "Ritual: LogHabitValue habit=Water value=2"})
