import RitualistCLI

RitualCommand.main()
