import RitualistApp
import RitualistCore

extension WidgetSize: WordValue {}
extension StatsPeriod: WordValue {}
extension BarFormat: WordValue {}
extension CalendarFormat: WordValue {}
extension CalendarTheme: WordValue {}
extension ColorChoice: WordValue {}
