import ArgumentParser
import RitualistApp
import RitualistConsole
import RitualistCore

// The libraries' choices, read by the argument parser from their raw values.
extension BarFormat: ExpressibleByArgument {}
extension CalendarFormat: ExpressibleByArgument {}
extension CalendarTheme: ExpressibleByArgument {}
extension ColorChoice: ExpressibleByArgument {}
extension HabitKind: ExpressibleByArgument {}
extension HotkeyTarget: ExpressibleByArgument {}
extension TriggerTarget: ExpressibleByArgument {}
extension WidgetSize: ExpressibleByArgument {}
