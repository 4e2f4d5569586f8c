-- Ritual: CompleteHabit habit=Say "hi" it's $HOME; #1 {a,b} 100% 🧘
hs.hotkey.bind({"cmd", "alt"}, "m", function()
    hs.task.new("/opt/my tools/ritual", nil, {"hotkeys", "fire", "super-alt-m"}):start()
end)

-- Ritual: NextDay
hs.hotkey.bind({"ctrl", "shift"}, "f5", function()
    hs.task.new("/opt/my tools/ritual", nil, {"hotkeys", "fire", "ctrl-shift-f5"}):start()
end)

-- Ritual: PreviousDay
hs.hotkey.bind({"cmd"}, "[", function()
    hs.task.new("/opt/my tools/ritual", nil, {"hotkeys", "fire", "super-bracketleft"}):start()
end)

-- Ritual: LogHabitValue habit=Water value=2
hs.hotkey.bind({"alt"}, "return", function()
    hs.task.new("/opt/my tools/ritual", nil, {"hotkeys", "fire", "alt-enter"}):start()
end)
