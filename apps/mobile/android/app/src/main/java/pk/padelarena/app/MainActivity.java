package pk.padelarena.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
